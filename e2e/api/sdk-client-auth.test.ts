// The SDK's calls before a session (`createFolioAuth`), the account's writes and the files'
// sized downloads and resumable upload (issue 21, part 7) against the real servers, the way a
// script makes them: no generated path, no cast, no user context written by the test.
import { createFolio, createFolioAuth, FolioError } from '@folio/sdk';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';

import { TEST_PASSWORD } from '../support/accounts';
import { outboxOf } from '../support/outbox';

const servers = inject('servers');
const outbox = outboxOf(servers.dataDir);
const auth = createFolioAuth({ url: servers.middlewareUrl });

const newEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}@example.com`;

/** Registers `email` and opens its verification link, all through `createFolioAuth`. */
async function registerVerified(email: string) {
  const since = await outbox.count();
  await auth.register({
    email,
    name: 'Ana',
    lastname: 'García',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    hash: `key-${email}`,
    belongsToCompany: false,
    language: 'en',
  });
  const link = await outbox.waitForLink(email, 'verify-account', since);
  expect(await auth.verifyAccount(link.searchParams.get('token') ?? '')).not.toBe('');
  return { email, password: TEST_PASSWORD, accountKey: `key-${email}` };
}

describe('createFolioAuth (no session)', () => {
  it("answers both hosts' health and the public configuration", async () => {
    const [middleware, service, config] = await Promise.all([
      auth.system.health(),
      auth.system.health({ host: 'service' }),
      auth.system.config(),
    ]);

    expect(middleware.status).toBe('ok');
    expect(service.status).toBe('ok');
    expect(config.serviceUrl).toBe(servers.serviceUrl);
    expect(config.limits.zipMaxFiles).toBeGreaterThan(0);
  });

  it('registers, verifies, signs in, recovers the password; the old session is over', async () => {
    const account = await registerVerified(newEmail('sdk.auth'));
    const first = await auth.login(account);
    expect((await auth.validate(first.access_token)).username).toBe(account.email);

    const since = await outbox.count();
    expect(await auth.forgotPassword(account.email)).not.toBe('');
    const link = await outbox.waitForLink(account.email, 'reset-password', since);
    const newPassword = `${TEST_PASSWORD}2`;
    await auth.resetPassword({
      token: link.searchParams.get('token') ?? '',
      password: newPassword,
      confirmPassword: newPassword,
    });

    const refused = await auth.refresh(first.refresh_token).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(FolioError);
    expect(refused).toMatchObject({ status: 401 });
    const again = await auth.login({ ...account, password: newPassword });
    expect((await auth.validate(again.access_token)).username).toBe(account.email);
  });
});

describe('account writes and file transfers (a session resumed from tokens)', () => {
  it('updates the profile, exports the data, uploads resumably and opens the file with its size', async () => {
    const account = await registerVerified(newEmail('sdk.account'));
    const folio = await createFolio({
      url: servers.middlewareUrl,
      tokens: await auth.login(account),
    });

    const profile = await folio.account.profile();
    await folio.account.update(profile, { name: 'Beatriz', language: 'sp' });
    expect(await folio.account.profile()).toMatchObject({ name: 'Beatriz', language: 'sp' });
    expect((await folio.account.whoami()).username).toBe(account.email);

    // A ZIP (an allowed type) stored without compression, sent in three chunks.
    const content = new Uint8Array(300_000).map((_, index) => index % 251);
    const bytes = zipSync({ 'datos.bin': content }, { level: 0 });
    const progress: number[] = [];
    const stored = await folio.files.uploadLarge(
      { data: Buffer.from(bytes), name: 'datos.zip' },
      { folder: 'uploads', chunkSize: 100_000, onProgress: (sent) => progress.push(sent) },
    );
    expect(stored.blobName).toBe('uploads/datos.zip');
    expect(progress.at(-1)).toBe(bytes.length);
    const record = await folio.files.getByName(stored.blobName);
    expect(record.id).toBe(stored.fileId);

    const opened = await folio.files.openByName(record);
    expect(opened).toMatchObject({ size: bytes.length, fileName: 'datos.zip' });
    expect(new Uint8Array(await new Response(opened.stream).arrayBuffer())).toEqual(bytes);

    const exported = await folio.account.export();
    expect(exported.fileName).toBe('folio-data.zip');
    const entries = unzipSync(new Uint8Array(await exported.blob.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(
      expect.arrayContaining(['profile.json', 'files/uploads/datos.zip']),
    );
  });
});
