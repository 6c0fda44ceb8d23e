// The end of a deleted account's grace period (issue 13) through @folio/sdk: servers of their own
// with a grace period of seconds, so the `profile.erase` job of the real worker comes due here.

import { createFolioClients, expectData, jsonDataForm, userContext } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  registerVerifiedAccount,
  signInAccount,
  TEST_PASSWORD,
  type SignedInUser,
} from '../support/accounts';
import { failure } from '../support/failure';
import { outboxOf } from '../support/outbox';
import { pollUntil } from '../support/poll';
import { startServers, type RunningServers } from '../support/start-servers';
import { storedBlobKeys } from '../support/stored-blobs';

let servers: RunningServers;
beforeAll(async () => {
  servers = await startServers({ FOLIO_ACCOUNT_ERASURE_GRACE_SECONDS: '2' });
});
afterAll(async () => servers.stop());

async function uploadText(user: SignedInUser, name: string, text: string): Promise<string> {
  const answer = await expectData(
    user.api.POST(
      '/storage/upload',
      jsonDataForm('uploadFiles', userContext(user.email), {
        file: [new File([text], name, { type: 'text/plain' })],
      }),
    ),
  );
  const id = answer.data.archivos[0]?.id;
  expect(id).toBeDefined();
  return id ?? '';
}

/** The stored blobs (folder or bucket) whose key names the file `id`. */
const blobsNaming = async (id: string) =>
  (await storedBlobKeys(servers, '')).filter((key) => key.split('/').at(-1)?.includes(id));

describe('account erasure at the end of the grace period', () => {
  it('erases every blob and the account, mails the confirmation, spares others; the address can register again', async () => {
    const ana = await signInAccount(servers, 'ana.erasure@example.com');
    const bob = await signInAccount(servers, 'bob.erasure@example.com');
    const mine = await uploadText(ana, 'secret.txt', 'secret');
    const theirs = await uploadText(bob, 'kept.txt', 'kept');
    const outbox = outboxOf(servers.dataDir);
    const since = await outbox.count();

    await expectData(ana.api.POST('/profile/delete', { body: { password: TEST_PASSWORD } }));
    expect(await outbox.waitForMessage(ana.email, since)).toContain('will be deleted on');

    await pollUntil(
      () => blobsNaming(mine),
      (left) => left.length === 0,
      { timeoutMs: 60_000, what: 'the erased account to leave no blob' },
    );
    expect(await outbox.waitForMessage(ana.email, since, 2)).toContain('has been deleted');
    const anonymous = createFolioClients({
      middlewareUrl: servers.middlewareUrl,
      serviceUrl: servers.serviceUrl,
    });
    expect(await blobsNaming(theirs)).toHaveLength(1);
    const bobsFiles = await expectData(
      bob.api.GET('/storage/files', {
        params: { query: { ...userContext(bob.email), topico: 'uploads' } },
      }),
    );
    expect(JSON.stringify(bobsFiles)).toContain('kept.txt');

    // The account is gone: its password opens nothing, and the address is free again.
    const account = await registerVerifiedAccount(anonymous, servers.dataDir, ana.email, {
      password: 'An0ther!Pass',
    });
    const login = await failure(
      anonymous.middleware.POST('/auth/login', {
        body: { email: ana.email, password: TEST_PASSWORD, hash: account.hash },
      }),
    );
    expect(login.code).toBe('AUTHENTICATION_FAILED');
  });
});
