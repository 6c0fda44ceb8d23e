// The cloud account's side of the accessibility run (issue 14's screens, issue 22's checks): the
// fake Drive's files, the connection made from the profile, and the states of the import screen
// and of Files' upload to the cloud.
import type { FakeGoogleServer } from '@folio/middleware/testing/fake-google-server';
import type { Page } from '@playwright/test';

import { blankPdf } from '../support/sample-files';

import { button, dialogState, fill, type Messages, type ScreenState } from './accessibility-states';
import { expect } from './web-test';

/** The account the fake Google's consent screen approves. */
const DRIVE_ACCOUNT = 'ana@example.com';
const DRIVE = 'Google Drive';

/**
 * Two files and a folder in the fake Drive, named for `language`: the fake is shared by every
 * file of the worker, so each run's files are its own (no other test finds two of a name).
 */
export async function addDriveFiles(google: FakeGoogleServer, language: string): Promise<string[]> {
  const names = [`factura-${language}.pdf`, `notas-${language}.txt`];
  google.addFile({
    name: names[0] ?? '',
    mimeType: 'application/pdf',
    content: Buffer.from(await blankPdf(1)),
  });
  google.addFile({ name: names[1] ?? '', mimeType: 'text/plain', content: Buffer.from('notas') });
  google.addFile({ name: `Entregas-${language}`, mimeType: 'application/vnd.google-apps.folder' });
  return names;
}

/** Connects Google Drive from the profile: to the consent screen (approved at once) and back. */
export async function connectDrive(page: Page, m: Messages) {
  await page.goto('/profile');
  const accounts = page.getByRole('region', { name: m.integrations.title });
  await button(accounts, `${m.integrations.connect} ${DRIVE}`).click();
  await expect(
    accounts.getByText(fill(m.integrations.connected, { account: DRIVE_ACCOUNT })),
  ).toBeVisible({ timeout: 30_000 });
}

/** The profile's confirmation before Drive is disconnected. */
export const disconnectState = dialogState('disconnect Google Drive', (page, m) =>
  button(page, `${m.integrations.disconnect.button} ${DRIVE}`).click(),
);

/** The final headings of an import: once one shows, nothing is running. */
const finished = (m: Messages) =>
  new RegExp(
    `^(${[
      m.integrations.import.status.done,
      m.integrations.import.status.partial,
      m.integrations.import.status.failed,
    ]
      .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})$`,
  );

/** The import screen listing `files`: an import refused, the files picked, an import finished. */
export const cloudImportStates = (files: readonly string[]): ScreenState[] => [
  {
    name: 'an import without files, refused',
    open: async (page, m) => {
      await button(page, m.integrations.import.start).click();
      await expect(
        page.getByRole('alert').filter({ hasText: m.integrations.import.noneSelected }),
      ).toBeVisible();
    },
  },
  {
    name: 'files picked',
    open: async (page, m) => {
      for (const name of files) {
        await page.getByLabel(name, { exact: true }).check();
      }
      await page.getByLabel(m.integrations.import.folder).fill('drive');
      await expect(
        page.getByText(fill(m.integrations.import.selected_other, { count: String(files.length) })),
      ).toBeVisible();
    },
  },
  {
    name: 'an import finished',
    open: async (page, m) => {
      await button(page, m.integrations.import.start).click();
      await expect(page.getByRole('heading', { name: finished(m) })).toBeVisible({
        timeout: 60_000,
      });
    },
  },
];

/** Files' upload of a file to the connected account, its dialog open. */
export const cloudUploadState = dialogState('upload to the cloud', async (page, m) => {
  await page
    .getByRole('navigation', { name: m.files.folders.label })
    .getByRole('button', { name: /^resultados/ })
    .click();
  await page.getByRole('row').filter({ hasText: 'resultados.csv' }).getByRole('checkbox').check();
  await button(page, m.integrations.upload.button).click();
});
