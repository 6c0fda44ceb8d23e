import { signInAccount, TEST_PASSWORD } from '../support/accounts';
import { blankPdf } from '../support/sample-files';

import { cloudTest } from './cloud-servers';
import { acceptTerms, expect, LOCALES, logIn, messagesOf, newEmail, toast } from './web-test';

const en = messagesOf('en');

/**
 * SharePoint in the browser (issue 14 "Playwright: connect, import three files from each service
 * into a folder, see them in Files, upload … back"), on the servers of `cloud-servers.ts`.
 */
cloudTest.use({ locale: LOCALES.en });

cloudTest.describe('SharePoint', () => {
  cloudTest(
    'connects, imports three files of a library into sharepoint, shows them in Files and uploads one back',
    async ({ page, graph, servers }) => {
      cloudTest.setTimeout(240_000);
      const { driveId } = graph.addSite('Finanzas', 'Documentos');
      const text = (name: string) => ({ mimeType: 'text/plain', content: Buffer.from(name) });
      graph.addItem({ driveId, name: 'acta.txt', ...text('acta') });
      graph.addItem({ driveId, name: 'notas.txt', ...text('notas') });
      graph.addItem({
        driveId,
        name: 'plan.pdf',
        mimeType: 'application/pdf',
        content: Buffer.from(await blankPdf(1)),
      });
      const target = graph.addItem({ driveId, name: 'Entregas', isFolder: true });
      const { email } = await signInAccount(servers, newEmail('sharepoint'));

      await page.goto('/login');
      await logIn(page, 'en', email, TEST_PASSWORD);
      await acceptTerms(page, 'en');
      await expect(page).toHaveURL(/\/dashboard$/);

      // Connect from the profile: to the Microsoft consent (approved at once) and back.
      await page.goto('/profile');
      const accounts = page.getByRole('region', { name: en.integrations.title });
      await accounts.getByRole('button', { name: `${en.integrations.connect} SharePoint` }).click();
      await expect(toast(page, 'SharePoint is connected.')).toBeVisible({ timeout: 30_000 });
      await expect(accounts.getByText('Connected as ana@contoso.example.')).toBeVisible();

      // Import: a site, its library, three files; no folder typed, so `sharepoint` (SPEC §9).
      await page.goto('/files');
      await page.getByRole('link', { name: 'Import from SharePoint' }).click();
      await expect(page.getByRole('heading', { name: 'Import from SharePoint' })).toBeVisible();
      await page.getByRole('button', { name: 'Open the folder Finanzas', exact: true }).click();
      await page.getByRole('button', { name: 'Open the folder Documentos', exact: true }).click();
      for (const name of ['acta.txt', 'notas.txt', 'plan.pdf']) {
        await page.getByLabel(name, { exact: true }).check();
      }
      await expect(page.getByText('3 files selected')).toBeVisible();
      await page.getByRole('button', { name: en.integrations.import.start }).click();
      await expect(
        page.getByRole('heading', { name: en.integrations.import.status.done }),
      ).toBeVisible({ timeout: 60_000 });
      const progress = page.getByRole('list', { name: en.integrations.import.status.done });
      await expect(progress.getByRole('listitem')).toHaveCount(3);

      // Files shows them in the folder named after the service.
      await page.getByRole('link', { name: en.integrations.import.openInFiles }).click();
      const folders = page.getByRole('navigation', { name: en.files.folders.label });
      await folders.getByRole('button', { name: /^sharepoint/ }).click();
      for (const name of ['acta.txt', 'notas.txt', 'plan.pdf']) {
        await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
      }

      // Upload one back into a folder of the library, through an upload session.
      await page.getByRole('row').filter({ hasText: 'acta.txt' }).getByRole('checkbox').check();
      await page.getByRole('button', { name: en.integrations.upload.button }).click();
      const dialog = page.getByRole('dialog', { name: en.integrations.upload.title });
      await dialog.getByRole('button', { name: 'Open the folder Finanzas', exact: true }).click();
      await dialog.getByRole('button', { name: 'Open the folder Documentos', exact: true }).click();
      await dialog.getByRole('button', { name: 'Open the folder Entregas', exact: true }).click();
      await dialog.getByRole('button', { name: en.integrations.upload.submit }).click();
      await expect(toast(page, '1 file uploaded to SharePoint.')).toBeVisible({ timeout: 30_000 });
      const uploaded = graph.uploads().find((item) => item.name === 'acta.txt');
      expect(uploaded?.parentId).toBe(target.id);
      expect(uploaded?.content?.toString('utf8')).toBe('acta');
    },
  );
});
