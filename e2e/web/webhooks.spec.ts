import type { Page } from '@playwright/test';

import { verifyWebhook } from '@folio/sdk';

import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

import { axeFindings, describeFindings } from './axe-check';
import { expect, messagesOf, signUpAndIn, test } from './web-test';

const en = messagesOf('en');
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

/**
 * Registers `<receiver><path>` on the profile screen for the event labelled `event`; answers its
 * URL and the secret shown once.
 */
async function registerWebhook(page: Page, path: string, event: string, description?: string) {
  const section = page.getByRole('region', { name: en.webhooks.title });
  await section.getByRole('button', { name: en.webhooks.create.button }).click();
  const form = page.getByRole('dialog', { name: en.webhooks.create.title });
  const url = `${receiver.url}${path}`;
  await form.getByLabel(en.webhooks.create.url, { exact: true }).fill(url);
  if (description !== undefined) {
    await form.getByLabel(en.webhooks.create.description, { exact: true }).fill(description);
  }
  await form.getByLabel(event).check();
  await form.getByRole('button', { name: en.webhooks.create.submit }).click();
  const shown = page.getByRole('dialog', { name: en.webhooks.created.title });
  const secret = await shown.getByLabel(en.webhooks.created.label).inputValue();
  await shown.getByRole('button', { name: en.webhooks.created.done }).click();
  return { section, url, secret };
}

/**
 * Opens the delivery log of `url`, sends a test event and waits until it shows delivered (the log
 * reads itself again every few seconds); answers the log.
 */
async function sendTestDelivery(page: Page, url: string) {
  await page
    .getByRole('region', { name: en.webhooks.title })
    .getByRole('button', { name: en.webhooks.showDeliveriesLabel.replace('{{url}}', url) })
    .click();
  const log = page.getByRole('dialog', {
    name: en.webhooks.deliveries.title.replace('{{url}}', url),
  });
  await expect(log.getByText(en.webhooks.deliveries.empty)).toBeVisible();
  await log.getByRole('button', { name: en.webhooks.deliveries.sendTest }).click();
  await expect(log.getByText(en.webhooks.deliveries.status.succeeded)).toBeVisible({
    timeout: 30_000,
  });
  return log;
}

test.describe('webhooks', () => {
  test('registers a webhook, copies its secret once, and sees a delivery in its log', async ({
    page,
  }) => {
    // Signing up, then a delivery made by the job runner and read by the log's refresh.
    test.setTimeout(90_000);
    await signUpAndIn(page, 'en', 'webhooks');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: en.webhooks.title });
    await expect(section.getByText(en.webhooks.empty)).toBeVisible();

    const { url, secret } = await registerWebhook(
      page,
      '/profile-hook',
      en.webhooks.events.runFinished,
      'my pipeline',
    );
    expect(secret).toMatch(/^whsec_/);
    await expect(section.getByRole('rowheader', { name: new RegExp(url) })).toBeVisible();

    const log = await sendTestDelivery(page, url);
    await expect(log.getByText(/^Attempt 1: HTTP 200 in \d+ ms/)).toBeVisible();

    const [received] = receiver.at('/profile-hook');
    expect(
      await verifyWebhook(secret, received?.headers ?? {}, received?.body ?? ''),
    ).toMatchObject({ type: 'webhook.test' });
  });

  test('the section, its list and its dialogs pass axe', async ({ page }) => {
    test.setTimeout(90_000);
    await signUpAndIn(page, 'en', 'webhooks-axe');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: en.webhooks.title });
    await expect(section.getByText(en.webhooks.empty)).toBeVisible();
    const findings = await axeFindings(page, 'profile');
    await section.getByRole('button', { name: en.webhooks.create.button }).click();
    await page.getByRole('button', { name: en.webhooks.create.submit }).click();
    findings.push(...(await axeFindings(page, 'new webhook, errors', '.p-dialog')));
    const url = `${receiver.url}/axe`;
    await page.getByLabel(en.webhooks.create.url, { exact: true }).fill(url);
    await page.getByLabel(en.webhooks.events.fileIndexed).check();
    await page.getByRole('button', { name: en.webhooks.create.submit }).click();
    await expect(page.getByRole('dialog', { name: en.webhooks.created.title })).toBeVisible();
    findings.push(...(await axeFindings(page, 'secret', '.p-dialog')));
    await page.getByRole('button', { name: en.webhooks.created.done }).click();
    findings.push(...(await axeFindings(page, 'list')));
    await section
      .getByRole('button', { name: en.webhooks.rotate.label.replace('{{url}}', url) })
      .click();
    const confirm = page.getByRole('dialog', { name: en.webhooks.rotate.title });
    await expect(confirm).toBeVisible();
    findings.push(...(await axeFindings(page, 'rotate, confirmation', '.p-dialog')));
    await confirm.getByRole('button', { name: en.webhooks.rotate.confirm }).click();
    await expect(page.getByRole('dialog', { name: en.webhooks.rotated.title })).toBeVisible();
    findings.push(...(await axeFindings(page, 'rotated secret', '.p-dialog')));
    await page.getByRole('button', { name: en.webhooks.rotated.done }).click();
    await section
      .getByRole('button', { name: en.webhooks.showDeliveriesLabel.replace('{{url}}', url) })
      .click();
    await page.getByRole('button', { name: en.webhooks.deliveries.sendTest }).click();
    await expect(page.getByText(en.webhooks.deliveries.status.succeeded)).toBeVisible({
      timeout: 30_000,
    });
    findings.push(...(await axeFindings(page, 'delivery log', '.p-dialog')));
    expect(describeFindings(findings)).toEqual([]);
  });

  test('rotates the signing secret: confirmed, shown once, and both secrets sign for now', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpAndIn(page, 'en', 'webhooks-rotate');
    await page.goto('/profile');
    const {
      section,
      url,
      secret: first,
    } = await registerWebhook(page, '/rotated-hook', en.webhooks.events.fileIndexed);

    await section
      .getByRole('button', { name: en.webhooks.rotate.label.replace('{{url}}', url) })
      .click();
    const confirm = page.getByRole('dialog', { name: en.webhooks.rotate.title });
    await expect(confirm.getByText(/for 24 hours/)).toBeVisible();
    await confirm.getByRole('button', { name: en.webhooks.rotate.confirm }).click();
    const rotated = page.getByRole('dialog', { name: en.webhooks.rotated.title });
    const second = await rotated.getByLabel(en.webhooks.rotated.label).inputValue();
    expect(second).toMatch(/^whsec_/);
    expect(second).not.toBe(first);
    await expect(rotated.getByText(/The old one also signs every delivery until /)).toBeVisible();
    await rotated.getByRole('button', { name: en.webhooks.rotated.done }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(second)).toHaveCount(0);

    await sendTestDelivery(page, url);
    const [received] = receiver.at('/rotated-hook');
    // Within the 24 hours, each delivery carries both signatures: either secret verifies it.
    for (const secret of [first, second]) {
      expect(
        await verifyWebhook(secret, received?.headers ?? {}, received?.body ?? ''),
      ).toMatchObject({ type: 'webhook.test' });
    }
  });
});
