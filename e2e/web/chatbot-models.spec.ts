import { makeTextImage } from '@folio/documents/testing/images';
import {
  startMockLlmServer,
  type MockLlmServer,
  type RecordedRequest,
} from '@folio/middleware/testing/mock-llm-server';
import { createFolioClients, expectData, jsonDataForm, userContext } from '@folio/sdk';
import type { Page } from '@playwright/test';

import { registerVerifiedAccount } from '../support/accounts';
import { pollUntil } from '../support/poll';
import { pdfWithLines } from '../support/sample-files';
import { startServers, type RunningServers } from '../support/start-servers';

import {
  acceptTerms,
  expect,
  LOCALES,
  logIn,
  messagesOf,
  newEmail,
  PASSWORD,
  test,
} from './web-test';

const en = messagesOf('en');

// A report whose figures sit in one sentence each: the model's answer cites it as source 1.
const REPORT = [
  'Informe anual de Aceites del Sur.',
  'La empresa cerró el ejercicio con unas ventas de 12 millones de euros.',
  'La planta de Sevilla se inauguró en marzo de 2019 y emplea a 140 personas.',
];

const ANSWER = 'La empresa cerró el ejercicio con 12 millones de euros de ventas [1].';

/**
 * Answers stream; the suggested questions the screen fetches in the background (after a model is
 * picked, after each answer) do not, and must not take an answer's scripted reply.
 */
const isAnswer = (request: RecordedRequest) =>
  (request.body as { stream?: unknown } | null)?.stream === true;

/**
 * The chatbot's models in the browser (issue 11 "Playwright: pick a model, tone and personality,
 * run a mission, attach an image"). The shared servers have no model, so this file starts its
 * own pair whose OpenAI provider is a local mock that records every request, and the browser goes
 * to their absolute address (`baseURL` below).
 */
const modelsTest = test.extend<object, { llm: MockLlmServer; servers: RunningServers }>({
  llm: [
    // Playwright reads a fixture's dependencies from this pattern; the mock depends on none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const llm = await startMockLlmServer();
      await use(llm);
      await llm.close();
    },
    { scope: 'worker' },
  ],
  servers: [
    async ({ llm }, use) => {
      const servers = await startServers({
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: `${llm.url}/v1`,
        FOLIO_AI_TIMEOUT_MS: '20000',
      });
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ servers }, use) => use(servers.webUrl),
});

modelsTest.use({ locale: LOCALES.en });

/**
 * A verified user of `servers` whose topic `informes` is trained from REPORT, made through the
 * SDK (the topic screens have their own spec, chatbot.spec.ts); `lastMessage` reads back, as the
 * server stored it, the last message the browser sent (Chromium does not show a multipart body
 * with a file part to the test).
 */
async function userWithReportTopic(servers: RunningServers) {
  const email = newEmail('models');
  const urls = { middlewareUrl: servers.middlewareUrl, serviceUrl: servers.serviceUrl };
  const anonymous = createFolioClients(urls);
  const account = await registerVerifiedAccount(anonymous, servers.dataDir, email, {
    password: PASSWORD,
  });
  const session = await expectData(anonymous.middleware.POST('/auth/login', { body: account }));
  const api = createFolioClients({
    ...urls,
    session: { getAccessToken: () => session.access_token, refresh: async () => undefined },
  }).middleware;
  const owner = userContext(email);
  const report = new File([new Uint8Array(await pdfWithLines([REPORT]))], 'informe.pdf', {
    type: 'application/pdf',
  });
  await expectData(
    api.POST(
      '/chatbot/configure',
      jsonDataForm(
        'configureChatbot',
        { ...owner, topico: 'informes', descripcion: 'Informes anuales' },
        { file: report },
      ),
    ),
  );
  await pollUntil(
    () =>
      expectData(
        api.POST('/chatbot/topics/one', jsonDataForm('getTopic', { ...owner, topico: 'informes' })),
      ),
    (detail) => ['succeeded', 'failed'].includes(detail.topic.training?.status ?? 'queued'),
    { what: 'the training of informes', timeoutMs: 90_000 },
  );
  const lastMessage = async () => {
    const { conversations } = await expectData(
      api.POST(
        '/chatbot/conversations/list',
        jsonDataForm('getConversationsByTopic', { ...owner, topico: 'informes' }),
      ),
    );
    const [latest] = conversations.toSorted((a, b) => b.updated_at.localeCompare(a.updated_at));
    const history = await expectData(
      api.POST(
        '/chatbot/history',
        jsonDataForm('getHistory', {
          ...owner,
          topico: 'informes',
          conversation_id: latest?.conversation_id ?? '',
        }),
      ),
    );
    return history.conversations.at(-1);
  };
  return { email, lastMessage };
}

/** Chooses `option` in the answer-settings picker labelled `label`. */
async function pick(page: Page, label: string, option: string) {
  await page
    .locator('.chatbot-setting')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('.p-dropdown')
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** The system message of a recorded chat-completions request. */
function systemPromptOf(body: unknown): string {
  const messages = (body as { messages?: { role: string; content: unknown }[] }).messages ?? [];
  const system = messages.find((message) => message.role === 'system');
  return typeof system?.content === 'string' ? system.content : JSON.stringify(system?.content);
}

modelsTest.describe('chatbot models', () => {
  modelsTest(
    'answers with the chosen model, tone and personality, runs a quick prompt, and takes an image',
    async ({ page, llm, servers }) => {
      modelsTest.setTimeout(240_000);
      const { email, lastMessage } = await userWithReportTopic(servers);
      await page.goto('/login');
      await logIn(page, 'en', email);
      await acceptTerms(page, 'en');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/chatbot/run-topic/informes');

      // Model, tone and personality, each by its visible label.
      await pick(page, en.chatbot.settings.model, 'gpt-4o-mini');
      await pick(page, en.chatbot.settings.tone, en.chatbot.tones.formal);
      await pick(page, en.chatbot.settings.personality, en.chatbot.personalities.minimalista);

      // The answer streams in from the model, with its citation as a marker and as a chip.
      llm.reset();
      llm.reply({ content: ANSWER, stream: { pieceChars: 6, pieceDelayMs: 100 }, when: isAnswer });
      const question = page.getByLabel(en.chatbot.conversation.question, { exact: true });
      await question.fill('¿Cuánto vendió la empresa?');
      await question.press('Enter');
      const stop = page.getByRole('button', { name: en.chatbot.conversation.stop });
      const answer = page.locator('.chatbot-answer').last();
      // Its first words show while it is still being written.
      await expect(answer).toContainText('La empresa', { timeout: 60_000 });
      await expect(stop).toBeVisible();
      await expect(answer).toContainText('12 millones de euros');
      await expect(
        answer.getByRole('button', { name: /^Source \[1\]: informe\.pdf/ }),
      ).toBeVisible();
      await expect(
        answer.getByRole('button', { name: /^\[1\] informe\.pdf p\. 1$/ }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: en.chatbot.conversation.send })).toBeVisible();

      const [sent] = llm.requests.filter(
        (request) => request.path === '/v1/chat/completions' && isAnswer(request),
      );
      expect(sent?.body).toMatchObject({ model: 'gpt-4o-mini', stream: true });
      const system = systemPromptOf(sent?.body);
      expect(system).toMatch(/formal/i);
      expect(system).toMatch(/minimalist/i);

      // A quick prompt sends its mission; the mission engines answer it, or say why not.
      llm.reply({ content: 'Resumen: ventas de 12 millones de euros [1].', when: isAnswer });
      const answers = await page.locator('.chatbot-answer').count();
      // Exact: a suggestion chip ('Summarise informe.pdf') may be on screen too, once suggestions load.
      await page
        .getByRole('button', { name: en.chatbot.quickPrompts.names.summarize, exact: true })
        .click();
      await expect(page.getByRole('button', { name: en.chatbot.conversation.send })).toBeVisible({
        timeout: 60_000,
      });
      expect(await lastMessage()).toMatchObject({
        mission: 'summarize',
        user_message: en.chatbot.missions.names.summarize,
        model: 'gpt-4o-mini',
        tone: 'formal',
        personality: 'minimalista',
      });
      await expect
        .poll(async () =>
          (await page.locator('.p-toast [role="alert"]').count()) > 0
            ? 'error'
            : (await page.locator('.chatbot-answer').count()) > answers
              ? 'answer'
              : 'nothing',
        )
        .not.toBe('nothing');

      // An image goes to the image route; its text is read and answered over.
      llm.reset();
      llm.reply({ content: 'El total a pagar es de 1.250 euros.', when: isAnswer });
      const image = page.waitForRequest((request) =>
        request.url().endsWith('/api/chatbot/messages/image'),
      );
      await page.getByLabel(en.chatbot.conversation.attach, { exact: true }).setInputFiles({
        name: 'factura.png',
        mimeType: 'image/png',
        buffer: Buffer.from(
          await makeTextImage(['Factura 2024-117', 'Total a pagar: 1.250 euros']),
        ),
      });
      await question.fill('¿Cuál es el total a pagar?');
      await question.press('Enter');
      await image;
      await expect(page.locator('.chatbot-answer').last()).toContainText('1.250 euros', {
        timeout: 60_000,
      });

      // No sideways scrolling on a phone (390 px), with the pickers and missions on screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(390);
    },
  );
});
