import { expectData, userContext } from '@folio/sdk';

import { signInAccount, TEST_PASSWORD } from '../support/accounts';
import { INVOICE_ATTRIBUTES, makeInvoicePdf } from '../support/invoice-files';
import { blankPdf, docxWithParagraphs } from '../support/sample-files';

import { cloudTest, userWithResults } from './cloud-servers';
import { acceptTerms, expect, LOCALES, logIn, messagesOf, newEmail, toast } from './web-test';

const en = messagesOf('en');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Google Drive in the browser (issue 14 "Playwright: connect, import three files into a folder,
 * see them in Files, upload a results CSV back"), on the servers of `cloud-servers.ts`.
 */
cloudTest.use({ locale: LOCALES.en });

cloudTest.describe('Google Drive', () => {
  cloudTest(
    'connects, imports three files into a folder, shows them in Files and uploads a CSV back',
    async ({ page, google, servers }) => {
      cloudTest.setTimeout(240_000);
      google.addFile({
        name: 'factura.pdf',
        mimeType: 'application/pdf',
        content: Buffer.from(await blankPdf(1)),
      });
      google.addFile({ name: 'notas.txt', mimeType: 'text/plain', content: Buffer.from('notas') });
      google.addFile({
        name: 'Informe',
        mimeType: 'application/vnd.google-apps.document',
        exports: { [DOCX]: Buffer.from(await docxWithParagraphs(['Informe 2025'])) },
      });
      const target = google.addFile({
        name: 'Entregas',
        mimeType: 'application/vnd.google-apps.folder',
      });
      const { email } = await userWithResults(servers, 'drive');

      await page.goto('/login');
      await logIn(page, 'en', email, TEST_PASSWORD);
      await acceptTerms(page, 'en');
      await expect(page).toHaveURL(/\/dashboard$/);

      // Connect from the profile: to the consent screen (approved at once) and back.
      await page.goto('/profile');
      const accounts = page.getByRole('region', { name: en.integrations.title });
      await expect(accounts.getByText(en.integrations.notConnected).first()).toBeVisible();
      await accounts
        .getByRole('button', { name: `${en.integrations.connect} Google Drive` })
        .click();
      await expect(toast(page, 'Google Drive is connected.')).toBeVisible({ timeout: 30_000 });
      await expect(accounts.getByText('Connected as ana@example.com.')).toBeVisible();

      // Import: SPEC §5 wants a selection first; then three files, each with its progress.
      await page.goto('/files');
      await page.getByRole('link', { name: 'Import from Google Drive' }).click();
      await expect(page.getByRole('heading', { name: 'Import from Google Drive' })).toBeVisible();
      await page.getByRole('button', { name: en.integrations.import.start }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: en.integrations.import.noneSelected }),
      ).toBeVisible();
      for (const name of ['factura.pdf', 'notas.txt', 'Informe']) {
        await page.getByLabel(name, { exact: true }).check();
      }
      await expect(page.getByText('3 files selected')).toBeVisible();
      await page.getByLabel(en.integrations.import.folder).fill('drive');
      await page.getByRole('button', { name: en.integrations.import.start }).click();
      await expect(
        page.getByRole('heading', { name: en.integrations.import.status.done }),
      ).toBeVisible({ timeout: 60_000 });
      const progress = page.getByRole('list', { name: en.integrations.import.status.done });
      await expect(progress.getByRole('listitem')).toHaveCount(3);
      await expect(progress.getByText('Informe.docx')).toBeVisible();

      // Files shows them in the folder.
      await page.getByRole('link', { name: en.integrations.import.openInFiles }).click();
      const folders = page.getByRole('navigation', { name: en.files.folders.label });
      await folders.getByRole('button', { name: /^drive/ }).click();
      for (const name of ['factura.pdf', 'notas.txt', 'Informe.docx']) {
        await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
      }

      // Upload the results CSV to a chosen Drive folder.
      await folders.getByRole('button', { name: /^resultados/ }).click();
      await page
        .getByRole('row')
        .filter({ hasText: 'resultados.csv' })
        .getByRole('checkbox')
        .check();
      await page.getByRole('button', { name: en.integrations.upload.button }).click();
      const dialog = page.getByRole('dialog', { name: en.integrations.upload.title });
      await dialog.getByRole('button', { name: 'Open the folder Entregas', exact: true }).click();
      await dialog.getByRole('button', { name: en.integrations.upload.submit }).click();
      await expect(toast(page, '1 file uploaded to Google Drive.')).toBeVisible({
        timeout: 30_000,
      });
      const uploaded = google.uploads().find((file) => file.name === 'resultados.csv');
      expect(uploaded?.parents).toEqual([target.id]);
      expect(uploaded?.content?.toString('utf8')).toContain('Aceites del Sur');
    },
  );

  cloudTest(
    'after an import, trains a topic with the files and runs a configuration on the PDFs',
    async ({ page, google, servers }) => {
      cloudTest.setTimeout(240_000);
      for (const number of ['F-301', 'F-302']) {
        google.addFile({
          name: `${number}.pdf`,
          mimeType: 'application/pdf',
          content: Buffer.from(await makeInvoicePdf(number)),
        });
      }
      google.addFile({
        name: 'condiciones.txt',
        mimeType: 'text/plain',
        content: Buffer.from('Las facturas de Aceites del Sur se pagan a 30 días.'),
      });
      const user = await signInAccount(servers, newEmail('drive-then'));
      await expectData(
        user.api.POST('/extractor/configurations', {
          body: {
            ...userContext(user.email),
            configuration: {
              name: 'FacturasDrive',
              document_type: 'invoice',
              attributes: INVOICE_ATTRIBUTES,
            },
          },
        }),
      );

      await page.goto('/login');
      await logIn(page, 'en', user.email, TEST_PASSWORD);
      await acceptTerms(page, 'en');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/profile');
      await page
        .getByRole('region', { name: en.integrations.title })
        .getByRole('button', { name: `${en.integrations.connect} Google Drive` })
        .click();
      await expect(toast(page, 'Google Drive is connected.')).toBeVisible({ timeout: 30_000 });

      // Import the three files into `facturas`.
      await page.goto('/files/import/google-drive?folder=facturas');
      for (const name of ['F-301.pdf', 'F-302.pdf', 'condiciones.txt']) {
        await page.getByLabel(name, { exact: true }).check();
      }
      await page.getByRole('button', { name: en.integrations.import.start }).click();
      await expect(
        page.getByRole('heading', { name: en.integrations.import.status.done }),
      ).toBeVisible({ timeout: 60_000 });
      const next = page.getByRole('group', { name: en.integrations.import.nextSteps });

      // Train a new topic with the three files: its progress, then the link to it.
      await next.getByRole('button', { name: en.chatbot.trainWithFiles.button }).click();
      const training = page.getByRole('dialog', { name: en.chatbot.trainWithFiles.title });
      await training.getByLabel(en.chatbot.newTopic.name).fill('facturasdrive');
      await training.getByLabel(en.chatbot.newTopic.description).fill('Facturas de Drive');
      await training.getByRole('button', { name: en.chatbot.trainWithFiles.submit }).click();
      await expect(training.getByText(en.chatbot.training.succeeded)).toBeVisible({
        timeout: 120_000,
      });
      await expect(
        training.getByRole('link', { name: en.chatbot.newTopic.openTopic }),
      ).toBeVisible();
      await training.getByRole('button', { name: en.common.close }).click();

      // Run the configuration on the two PDFs (the text file is not offered to a run), by
      // keyboard: its run screen follows the run to the end.
      await next.getByRole('button', { name: en.extractor.runOnFiles.button }).click();
      const run = page.getByRole('dialog', { name: en.extractor.runOnFiles.title });
      await expect(run.getByText('The run reads 2 files; PDFs only.')).toBeVisible();
      await run.getByLabel('FacturasDrive').focus();
      await page.keyboard.press('Space');
      await run.getByRole('button', { name: en.extractor.runOnFiles.start }).click();
      await expect(page).toHaveURL(/\/extractor\/run\/FacturasDrive\?run=/);
      await expect(page.getByText('Processed 2 of 2 documents')).toBeVisible({
        timeout: 120_000,
      });
      const documents = page.getByRole('region', {
        name: en.extractor.run.documentsLabel,
        exact: true,
      });
      await expect(documents).toContainText('F-301.pdf');
      await expect(documents).toContainText('F-302.pdf');
    },
  );
});
