// An account with work in it, made through the API as a user makes it, for the browser tests and
// the manual's screenshots: a file in Files, a configuration with two invoices extracted (the
// first corrected and verified by hand), a utility use, and (on request) a trained chatbot topic.
import type { Language } from '@folio/core';
import { expectData, jsonDataForm, userContext } from '@folio/sdk';
import type { Page } from '@playwright/test';
import { zipSync } from 'fflate';

import { signInAccount, TEST_PASSWORD, type SignedInUser } from '../support/accounts';
import { pollUntil } from '../support/poll';
import { pdfWithLines } from '../support/sample-files';
import { waitForRun } from '../support/wait-for-run';

import { acceptTerms, expect, logIn, newEmail } from './web-test';
import { DATA_DIR_ENV, WEB_URL_ENV } from './web-url';

function environment(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: run the browser tests through playwright.config.ts`);
  }
  return value;
}

/** A verified account on this run's servers, signed in through the SDK. */
export function signInSeedUser(label: string): Promise<SignedInUser> {
  const api = `${environment(WEB_URL_ENV)}/api`;
  return signInAccount(
    { middlewareUrl: api, serviceUrl: api, dataDir: environment(DATA_DIR_ENV) },
    newEmail(label),
  );
}

/** A file in Files, and two invoices extracted, the first corrected and verified by hand. */
export async function seedWork(user: SignedInUser): Promise<void> {
  // A utility use, reported as the service host reports each call it answered.
  await user.api.POST('/dashboard/utility-uses', {
    body: { tool: 'combinePdfs', files: 2, pages: 3, duration_ms: 40 },
  });
  await expectData(
    user.api.POST(
      '/storage/upload',
      jsonDataForm(
        'uploadFiles',
        { ...userContext(user.email), topico: 'uploads' },
        { file: [new File(['Meeting notes\n'], 'notes.txt', { type: 'text/plain' })] },
      ),
    ),
  );
  await expectData(
    user.api.POST('/extractor/configurations', {
      body: {
        ...userContext(user.email),
        configuration: {
          name: 'Invoices',
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
  const invoice = (number: string) =>
    pdfWithLines([[`Invoice No ${number}`, 'Chairs 100.00', 'Total 121.00 EUR']]);
  const zip = zipSync({ 'a-001.pdf': await invoice('A-001'), 'a-002.pdf': await invoice('A-002') });
  const started = await expectData(
    user.api.POST(
      '/extractor/extract',
      jsonDataForm(
        'extractZip',
        { ...userContext(user.email), config_name: 'Invoices' },
        { file: new File([new Uint8Array(zip)], 'invoices.zip', { type: 'application/zip' }) },
      ),
    ),
  );
  const run = await waitForRun(user, started.data.run_id);
  expect(run.status).toBe('succeeded');
  await expectData(
    user.api.POST(
      '/extractor/documents/update',
      jsonDataForm('updateDocument', userContext(user.email), {
        document_id: run.documents[0]?.document_id ?? '',
        state: 'manually_verified',
        updated_data: JSON.stringify({ headers: { Total: '120.00' } }),
      }),
    ),
  );
}

/** Signs `email` in through the login screen and accepts the terms: on the dashboard. */
export async function openDashboard(page: Page, language: Language, email: string) {
  await page.goto('/login');
  await logIn(page, language, email, TEST_PASSWORD);
  await acceptTerms(page, language);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A chatbot topic trained from a short report, once its training has finished. */
export async function seedTopic(user: SignedInUser, name: string, lines: string[]): Promise<void> {
  const file = new File([new Uint8Array(await pdfWithLines([lines]))], 'report.pdf', {
    type: 'application/pdf',
  });
  await expectData(
    user.api.POST(
      '/chatbot/configure',
      jsonDataForm(
        'configureChatbot',
        { ...userContext(user.email), topico: name, descripcion: name },
        { file },
      ),
    ),
  );
  await pollUntil(
    async () =>
      (
        await expectData(
          user.api.POST(
            '/chatbot/topics/one',
            jsonDataForm('getTopic', { ...userContext(user.email), topico: name.toLowerCase() }),
          ),
        )
      ).topic.training?.status,
    (status) => status === 'succeeded' || status === 'failed',
    { what: `the training of ${name}`, timeoutMs: 120_000, intervalMs: 250 },
  );
}
