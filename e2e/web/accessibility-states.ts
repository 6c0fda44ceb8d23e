// The states of the screens that the accessibility run checks beyond their first load (issue 22
// "every state that matters"): each dialog open, a wizard step reached, an answer shown, an error
// shown. Each state is reached as a user reaches it, from the screen as the run left it.
import type { Locator, Page } from '@playwright/test';

import { pdfWithLines } from '../support/sample-files';

import { SEEDED_CONFIGURATION, SEEDED_FOLDER, SEEDED_QUESTION } from './accessibility-seed';
import { expect, type messagesOf } from './web-test';

type Messages = ReturnType<typeof messagesOf>;

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

const fill = (text: string, values: Record<string, string>) =>
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
function dialogState(name: string, open: (page: Page, m: Messages) => Promise<void>): ScreenState {
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

const button = (scope: Page | Locator, name: string) =>
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
    name: 'a field focused, its source highlighted',
    open: async (page) => {
      await page.getByLabel('Total', { exact: true }).focus();
      await expect(page.getByTestId('source-highlight')).toBeVisible();
    },
  },
];

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
