// The states of the screens that the accessibility run checks beyond their first load (issue 22
// "every state that matters"): each dialog open, a wizard step reached, an answer shown, an error
// shown. Each state is reached as a user reaches it, from the screen as the run left it.
import type { Locator, Page } from '@playwright/test';

import { pdfWithLines } from '../support/sample-files';

import {
  SEEDED_API_KEY,
  SEEDED_CONFIGURATION,
  SEEDED_FOLDER,
  SEEDED_QUESTION,
  SEEDED_WEBHOOK_URL,
} from './accessibility-seed';
import { expect, type messagesOf } from './web-test';

export type Messages = ReturnType<typeof messagesOf>;

/**
 * A state of a screen: `open` brings it on from where the previous state left the screen; `close`
 * (when given) takes it away again, so the next state starts from the screen itself.
 */
export type ScreenState = {
  name: string;
  /** The part axe looks at (a dialog: the page behind it was checked already); all when absent. */
  scope?: string;
  open: (page: Page, m: Messages) => Promise<void>;
  close?: (page: Page, m: Messages) => Promise<void>;
};

export const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (result, [key, value]) => result.replace(`{{${key}}}`, value),
    text,
  );

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/** The one dialog on the page, once it shows. */
async function shownDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A dialog opened by `open`, checked open, then closed with Escape (as a keyboard user would). */
export function dialogState(
  name: string,
  open: (page: Page, m: Messages) => Promise<void>,
): ScreenState {
  return {
    name: `dialog "${name}"`,
    scope: DIALOG,
    open: async (page, m) => {
      await open(page, m);
      await shownDialog(page);
    },
    close: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  };
}

export const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });

/** The user manual, opened from the top bar's help button on any signed-in screen. */
export const manualState = dialogState('user manual', (page, m) =>
  page
    .getByRole('button', { name: new RegExp(`^${fill(m.manual.help, { section: '' })}`) })
    .click(),
);

export const registerStates: ScreenState[] = [
  {
    name: 'validation errors',
    open: async (page, m) => {
      await button(page, m.auth.register.submit).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    },
  },
];

/** Files with the seed's two files and the folder of the user's own. */
export const filesStates: ScreenState[] = [
  dialogState('new folder', (page, m) => button(page, m.files.folders.create).click()),
  dialogState('preview', (page) =>
    page
      .getByRole('region', { name: /^(Files of|Archivos de)/ })
      .getByRole('button', { name: 'invoice.pdf', exact: true })
      .click(),
  ),
  {
    name: 'two files selected',
    open: async (page, m) => {
      const list = page.getByRole('region', { name: /^(Files of|Archivos de)/ });
      for (const name of ['invoice.pdf', 'notes.txt']) {
        await list.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
      }
      await expect(page.getByRole('toolbar', { name: m.files.bulk.label })).toBeVisible();
    },
  },
  dialogState('move the selected files', (page, m) =>
    button(page.getByRole('toolbar', { name: m.files.bulk.label }), m.files.bulk.move).click(),
  ),
  dialogState('delete the selected files', (page, m) =>
    button(page.getByRole('toolbar', { name: m.files.bulk.label }), m.files.bulk.delete).click(),
  ),
  {
    name: 'a failed upload',
    open: async (page, m) => {
      await button(
        page.getByRole('toolbar', { name: m.files.bulk.label }),
        m.files.bulk.clear,
      ).click();
      await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({
          name: 'program.exe',
          mimeType: 'application/octet-stream',
          buffer: Buffer.from('MZ'),
        });
      await expect(
        page
          .getByRole('region', { name: m.files.upload.label })
          .getByRole('listitem', { name: 'program.exe' }),
      ).toContainText(m.files.upload.states.error);
    },
  },
  {
    name: `folder ${SEEDED_FOLDER}`,
    open: async (page, m) => {
      await page
        .getByRole('navigation', { name: m.files.folders.label })
        .getByRole('button', { name: new RegExp(`^${SEEDED_FOLDER}`) })
        .click();
      await expect(page.getByRole('heading', { name: SEEDED_FOLDER, level: 2 })).toBeVisible();
    },
  },
  dialogState('rename folder', (page, m) => button(page, m.files.folders.rename).click()),
  dialogState('delete folder', (page, m) => button(page, m.files.folders.delete).click()),
];

export const extractorStates: ScreenState[] = [
  dialogState('configuration details', (page, m) =>
    button(page, fill(m.extractor.list.view, { name: SEEDED_CONFIGURATION })).click(),
  ),
  dialogState('delete configuration', (page, m) =>
    button(page, fill(m.extractor.list.delete, { name: SEEDED_CONFIGURATION })).click(),
  ),
];

/** The wizard's steps in order, each reached with Next, then its start-over confirmation. */
export const wizardStates: ScreenState[] = [
  {
    name: 'step "example" with an example',
    open: async (page, m) => {
      await page.getByLabel(m.extractor.documentTypes.invoice, { exact: true }).check();
      await button(page, m.extractor.wizard.next).click();
      const invoice = await pdfWithLines([
        ['ACME Supplies S.L.', 'Invoice No A-002', 'Date 05/03/2025', 'Total 121.00 EUR'],
      ]);
      await page.locator('input[type="file"]').setInputFiles({
        name: 'example.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(invoice),
      });
      await expect(page.getByRole('region', { name: m.extractor.wizard.suggested })).toBeVisible({
        timeout: 60_000,
      });
      await expect(
        page.getByRole('img', {
          name: fill(m.extractor.wizard.pageImage, { page: '1', pages: '1' }),
        }),
      ).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'step "attributes"',
    open: async (page, m) => {
      await button(page, m.extractor.wizard.next).click();
      await expect(
        page.getByRole('heading', { name: m.extractor.wizard.attributesTitle }),
      ).toBeVisible();
    },
  },
  {
    name: 'step "test" with its result and a name refused',
    open: async (page, m) => {
      await button(page, m.extractor.wizard.next).click();
      await button(page, m.extractor.wizard.test).click();
      await expect(page.getByRole('region', { name: m.extractor.wizard.result })).toBeVisible({
        timeout: 60_000,
      });
      await page.getByLabel(m.extractor.wizard.name).fill('Invoices 2025');
      await expect(page.getByText(m.extractor.nameProblems.lettersAndDigits)).toBeVisible();
    },
  },
  dialogState('start over', (page, m) => button(page, m.extractor.wizard.startOver).click()),
];

export const resultsStates: ScreenState[] = [
  dialogState('document', async (page, m) => {
    await button(page, m.extractor.results.modalView).click();
    await button(page, fill(m.extractor.results.edit, { name: 'invoice-1.pdf' })).click();
  }),
];

export const verifyStates: ScreenState[] = [
  {
    name: 'the page text shown',
    open: async (page, m) => {
      await button(page, m.extractor.verify.pageText).click();
      // The seeded invoice's first page, read from its PDF in Files (the image's text alternative).
      await expect(
        page.getByRole('region', { name: fill(m.files.preview.pageTextOf, { page: '1' }) }),
      ).toContainText('Invoice No A-001');
    },
    close: async (page, m) => {
      await button(page, m.extractor.verify.pageText).click();
    },
  },
  {
    name: 'a field focused, its source highlighted',
    open: async (page) => {
      await page.getByLabel('Total', { exact: true }).focus();
      await expect(page.getByTestId('source-highlight')).toBeVisible();
    },
  },
];

/** The section of the profile named `title` (API keys, webhooks, connected accounts). */
const profileSection = (page: Page, title: string) => page.getByRole('region', { name: title });

/** A name no earlier state used: the keys and webhooks made here stay in the lists. */
const unique = (prefix: string) => `${prefix}-${String(Date.now())}`;

/** The dialog named `title`, once it shows. */
const dialogNamed = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** A profile section's form that creates a secret shown once (an API key, a webhook). */
type CreateForm = {
  section: string;
  open: string;
  title: string;
  submit: string;
  shownOnce: string;
  fillIn: (dialog: Locator) => Promise<void>;
};

const apiKeyForm = (m: Messages): CreateForm => ({
  section: m.apiKeys.title,
  open: m.apiKeys.create.button,
  title: m.apiKeys.create.title,
  submit: m.apiKeys.create.submit,
  shownOnce: m.apiKeys.created.title,
  fillIn: async (dialog) => {
    await dialog.getByLabel(m.apiKeys.create.name).fill(unique('a11y'));
    await dialog.getByLabel(m.apiKeys.scopes.filesRead).check();
  },
});

const webhookForm = (m: Messages): CreateForm => ({
  section: m.webhooks.title,
  open: m.webhooks.create.button,
  title: m.webhooks.create.title,
  submit: m.webhooks.create.submit,
  shownOnce: m.webhooks.created.title,
  fillIn: async (dialog) => {
    await dialog
      .getByLabel(m.webhooks.create.url, { exact: true })
      .fill(`http://127.0.0.1:9/${unique('a11y')}`);
    await dialog.getByLabel(m.webhooks.events.runFinished).check();
  },
});

/** The form of `formOf`, opened from its section: sent empty and refused, then sent filled in. */
const createStates = (what: string, formOf: (m: Messages) => CreateForm): ScreenState[] => {
  const open = async (page: Page, form: CreateForm) => {
    await button(profileSection(page, form.section), form.open).click();
    return dialogNamed(page, form.title);
  };
  return [
    dialogState(`new ${what}, refused`, async (page, m) => {
      const form = formOf(m);
      const dialog = await open(page, form);
      await button(dialog, form.submit).click();
      await expect(dialog.getByRole('alert').first()).toBeVisible();
    }),
    dialogState(`${what} shown once`, async (page, m) => {
      const form = formOf(m);
      const dialog = await open(page, form);
      await form.fillIn(dialog);
      await button(dialog, form.submit).click();
      await expect(dialogNamed(page, form.shownOnce)).toBeVisible();
    }),
  ];
};

export const profileStates: ScreenState[] = [
  {
    name: 'password form with validation errors',
    open: async (page, m) => {
      await button(page, m.profile.password.change).click();
      await expect(page.getByLabel(m.profile.password.current)).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    },
  },
  dialogState('delete account', (page, m) => button(page, m.profile.data.deleteButton).click()),
  // API keys (issue 21): the form refused, a key shown once, the revoke confirmation.
  ...createStates('API key', apiKeyForm),
  dialogState('revoke API key', (page, m) =>
    button(page, fill(m.apiKeys.revoke.label, { name: SEEDED_API_KEY })).click(),
  ),
  // Webhooks (issue 21): the form refused, the secret shown once, the log, the confirmation.
  ...createStates('webhook', webhookForm),
  dialogState('webhook deliveries with a failed attempt', async (page, m) => {
    await button(page, fill(m.webhooks.showDeliveriesLabel, { url: SEEDED_WEBHOOK_URL })).click();
    // The log reads itself again every few seconds: the seeded test's attempts show once made
    // (the first, then its retries).
    const attempt = fill(m.webhooks.deliveries.attempt, { attempt: '1' }).split('{{')[0] ?? '';
    await expect(
      dialogNamed(page, fill(m.webhooks.deliveries.title, { url: SEEDED_WEBHOOK_URL }))
        .getByText(attempt)
        .first(),
    ).toBeVisible({ timeout: 30_000 });
  }),
  dialogState('delete webhook', (page, m) =>
    button(page, fill(m.webhooks.delete.label, { url: SEEDED_WEBHOOK_URL })).click(),
  ),
];

/** The dashboard with the seed's work: another period, whose chart is drawn again. */
export const dashboardStates: ScreenState[] = [
  {
    name: 'period "year"',
    open: async (page, m) => {
      await button(
        page.getByRole('group', { name: m.dashboard.period.label }),
        m.dashboard.period.year,
      ).click();
      await expect(page).toHaveURL(/period=year/);
      await expect(
        page.getByRole('region', { name: m.dashboard.chart.title }).locator('canvas'),
      ).toBeVisible();
    },
  },
];

/** The first conversation's button for `action` ("Rename {{name}}", "Delete {{name}}"). */
const conversationAction = (page: Page, m: Messages, action: string) =>
  page
    .getByRole('navigation', { name: m.chatbot.conversations.title })
    .getByRole('button', { name: new RegExp(`^${fill(action, { name: '' })}`) })
    .first();

/** The global search conversation: a question answered with citations, then its dialogs. */
export const conversationStates: ScreenState[] = [
  {
    name: 'an answer with citations',
    open: async (page, m) => {
      const question = page.getByLabel(m.chatbot.conversation.question, { exact: true });
      await question.fill(SEEDED_QUESTION);
      await question.press('Enter');
      await expect(
        page
          .locator('.chatbot-answer')
          .last()
          .getByRole('button', { name: /invoice\.pdf/ })
          .first(),
      ).toBeVisible({ timeout: 60_000 });
    },
  },
  dialogState('citation preview', (page) =>
    page
      .locator('.chatbot-answer')
      .last()
      .getByRole('button', { name: /invoice\.pdf/ })
      .first()
      .click(),
  ),
  dialogState('rename conversation', (page, m) =>
    conversationAction(page, m, m.chatbot.conversations.rename).click(),
  ),
  dialogState('delete conversation', (page, m) =>
    conversationAction(page, m, m.chatbot.conversations.delete).click(),
  ),
];
