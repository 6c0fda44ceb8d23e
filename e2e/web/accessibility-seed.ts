// The data the accessibility run shows on its screens, made through the SDK as a user would make
// it: a verified account, files in a folder, and an invoice configuration run on one invoice, so
// Files, Last configurations, Results and Verify show rows instead of their empty states.
import { expectData, jsonDataForm, userContext } from '@folio/sdk';
import { zipSync } from 'fflate';

import { signInAccount, TEST_PASSWORD, type SignedInUser } from '../support/accounts';
import { pollUntil } from '../support/poll';
import { pdfWithLines } from '../support/sample-files';
import { waitForRun } from '../support/wait-for-run';

import { newEmail } from './web-test';
import { DATA_DIR_ENV, WEB_URL_ENV } from './web-url';

/** The configuration the seed saves and runs. */
export const SEEDED_CONFIGURATION = 'Invoices';

/** A folder of the user's own, so its rename and delete dialogs can open. */
export const SEEDED_FOLDER = 'Projects';

/** A question the built-in engine answers from the seeded invoice, with a citation. */
export const SEEDED_QUESTION = 'What is the invoice total?';

/** An API key and a webhook of the user's own, so the profile lists them (issue 21). */
export const SEEDED_API_KEY = 'nightly invoices';
/** Nothing listens there: the test delivery's attempt fails and is logged with its retry. */
export const SEEDED_WEBHOOK_URL = 'http://127.0.0.1:9/a11y';

/** An account that can sign in through the login screen. */
export type SeedAccount = { email: string; password: string };

/** What the screens can open: the account and the verify screen's document. */
export type AccessibilitySeed = SeedAccount & { documentId: string };

function environment(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the browser tests through playwright.config.ts`);
  }
  return value;
}

/** A verified account on this run's servers, signed in through the SDK. */
function signInSeedUser(): Promise<SignedInUser> {
  const api = `${environment(WEB_URL_ENV)}/api`;
  // The seed only calls the middleware; the service client is never used.
  return signInAccount(
    { middlewareUrl: api, serviceUrl: api, dataDir: environment(DATA_DIR_ENV) },
    newEmail('a11y'),
  );
}

/** Waits until the invoice's text is indexed, so the chatbot can cite it. */
async function waitForIndex(user: SignedInUser) {
  await pollUntil(
    async () =>
      (
        await expectData(
          user.api.POST(
            '/storage/search',
            jsonDataForm('searchFileContents', {
              ...userContext(user.email),
              prompt: 'invoice total',
              topico: 'BUSQUEDA_GLOBAL',
            }),
          ),
        )
      ).data.results.length,
    (hits) => hits > 0,
    { what: 'the seeded invoice in the content index', timeoutMs: 120_000, intervalMs: 500 },
  );
}

async function createFolder(user: SignedInUser) {
  await expectData(
    user.api.POST('/storage/folders', {
      body: { ...userContext(user.email), topico: SEEDED_FOLDER, color: 'green' },
    }),
  );
}

async function uploadFiles(user: SignedInUser) {
  const invoice = await pdfWithLines([['Invoice No A-001', 'Total 121.00 EUR']]);
  const files = [
    new File([new Uint8Array(invoice)], 'invoice.pdf', { type: 'application/pdf' }),
    new File(['Meeting notes\n'], 'notes.txt', { type: 'text/plain' }),
  ];
  await expectData(
    user.api.POST(
      '/storage/upload',
      jsonDataForm(
        'uploadFiles',
        { ...userContext(user.email), topico: 'uploads' },
        { file: files },
      ),
    ),
  );
}

/** An API key, a webhook and a test delivery to it, for the profile's lists and delivery log. */
async function createKeyAndWebhook(user: SignedInUser) {
  await expectData(
    user.api.POST('/api-keys', { body: { name: SEEDED_API_KEY, scopes: ['files:read'] } }),
  );
  const created = await expectData(
    user.api.POST('/webhooks', { body: { url: SEEDED_WEBHOOK_URL, events: ['file.indexed'] } }),
  );
  await expectData(
    user.api.POST('/webhooks/{webhookId}/test', {
      params: { path: { webhookId: created.webhook.id } },
    }),
  );
}

/** A utility's use, as the service host reports it, so the dashboard has every kind of work. */
async function reportUtilityUse(user: SignedInUser) {
  await user.api.POST('/dashboard/utility-uses', {
    body: { tool: 'combinePdfs', files: 2, pages: 3, duration_ms: 40 },
  });
}

/** Saves the invoice configuration and runs it on one invoice; answers the document's id. */
async function runInvoice(user: SignedInUser): Promise<string> {
  await expectData(
    user.api.POST('/extractor/configurations', {
      body: {
        ...userContext(user.email),
        configuration: {
          name: SEEDED_CONFIGURATION,
          document_type: 'invoice',
          attributes: [
            { name: 'Invoice No', type: 'simple', placement: 'header', required: false },
            { name: 'Total', type: 'number', placement: 'header', required: false },
            { name: 'Description', type: 'text', placement: 'detail', required: false },
          ],
        },
      },
    }),
  );
  // Two pages, so the verify screen's viewer has pages to move between.
  const invoice = await pdfWithLines([['Invoice No A-001', 'Chairs 100.00'], ['Total 121.00 EUR']]);
  const zip = new File([new Uint8Array(zipSync({ 'invoice-1.pdf': invoice }))], 'invoices.zip', {
    type: 'application/zip',
  });
  const started = await expectData(
    user.api.POST(
      '/extractor/extract',
      jsonDataForm(
        'extractZip',
        { ...userContext(user.email), config_name: SEEDED_CONFIGURATION },
        { file: zip },
      ),
    ),
  );
  const run = await waitForRun(user, started.data.run_id);
  const documentId = run.documents[0]?.document_id;
  if (run.status !== 'succeeded' || documentId === undefined) {
    throw new Error(
      `the seeded run ended ${run.status} with ${String(run.documents.length)} documents`,
    );
  }
  return documentId;
}

/** A verified account without data, ready to sign in through the login screen. */
export async function seedAccount(): Promise<SeedAccount> {
  const user = await signInSeedUser();
  return { email: user.email, password: TEST_PASSWORD };
}

/** A user with files and an extraction result, ready to sign in through the login screen. */
export async function seedAccessibilityUser(): Promise<AccessibilitySeed> {
  const user = await signInSeedUser();
  const [, documentId] = await Promise.all([
    uploadFiles(user).then(() => waitForIndex(user)),
    runInvoice(user),
    createFolder(user),
    createKeyAndWebhook(user),
    reportUtilityUse(user),
  ]);
  return { email: user.email, password: TEST_PASSWORD, documentId };
}
