// The profile (issue 13) through @folio/sdk: the account, password changes and sessions, the GDPR
// export and the erasure, against the real servers of this run.

import {
  createFolioClients,
  expectData,
  jsonDataForm,
  userContext,
  type FolioClients,
} from '@folio/sdk';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, inject, it } from 'vitest';

import { registerVerifiedAccount, TEST_PASSWORD } from '../support/accounts';
import { clientsForRun } from '../support/clients';
import { failure } from '../support/failure';
import { outboxOf } from '../support/outbox';
import { runInvoices, saveConfiguration, signInNewUser } from '../support/results-fixture';
import { storedBlobKeys } from '../support/stored-blobs';

const servers = inject('servers');
const anonymous = clientsForRun();
const NEW_PASSWORD = 'N3w!Secret-pass';

type Device = { api: FolioClients['middleware']; refreshToken: string };
type Person = { email: string; hash: string; password: string };

let counter = 0;
const newEmail = (name: string) =>
  `profile.${name}.${Date.now().toString(36)}${counter++}@example.com`;

async function signUp(name: string): Promise<Person> {
  const email = newEmail(name);
  const account = await registerVerifiedAccount(anonymous, servers.dataDir, email);
  return { email, hash: account.hash, password: TEST_PASSWORD };
}

/** A new session of `person`: another browser or device. */
async function signInDevice(person: Person, password = person.password): Promise<Device> {
  const pair = await expectData(
    anonymous.middleware.POST('/auth/login', {
      body: { email: person.email, password, hash: person.hash },
    }),
  );
  const api = createFolioClients({
    middlewareUrl: servers.middlewareUrl,
    serviceUrl: servers.serviceUrl,
    language: () => 'en',
    session: { getAccessToken: () => pair.access_token, refresh: async () => undefined },
  }).middleware;
  return { api, refreshToken: pair.refresh_token };
}

async function uploadText(person: Person, device: Device, name: string, text: string) {
  const answer = await expectData(
    device.api.POST(
      '/storage/upload',
      jsonDataForm('uploadFiles', userContext(person.email), {
        file: [new File([text], name, { type: 'text/plain' })],
      }),
    ),
  );
  return answer.data.archivos.map((file) => file.id);
}

const isSignedIn = async (device: Device) =>
  device.api.GET('/profile').then(
    () => true,
    () => false,
  );

/** Blob files of the run whose path names one of `ids`. */
/** The stored blobs (folder or bucket) whose key names one of `ids`. */
async function blobsNaming(ids: readonly string[]): Promise<string[]> {
  const keys = await storedBlobKeys(servers, '');
  return keys.filter((key) => ids.some((id) => key.split('/').at(-1)?.includes(id)));
}

async function exportOf(device: Device) {
  const result = await device.api.GET('/profile/export', { parseAs: 'blob' });
  expect(result.response.headers.get('content-type')).toBe('application/zip');
  const blob = result.data ?? new Blob([]);
  return unzipSync(new Uint8Array(await blob.arrayBuffer()));
}

describe('profile', () => {
  it('shows and updates the account; names are letters only; another user is untouched', async () => {
    const ana = await signUp('ana');
    const bob = await signUp('bob');
    const [laptop, bobs] = await Promise.all([signInDevice(ana), signInDevice(bob)]);
    const saved = await expectData(
      laptop.api.POST('/post-jwt-profile', {
        body: { username: ana.email, idx: 1, name: 'Ana María', lastname: 'Núñez', language: 'en' },
      }),
    );
    expect(saved).toMatchObject({ name: 'Ana María', lastname: 'Núñez', language: 'en' });
    const refused = await failure(
      laptop.api.POST('/post-jwt-profile', {
        body: { username: ana.email, idx: 1, name: 'Ana 2' },
      }),
    );
    expect(refused.code).toBe('BAD_REQUEST');
    const other = await failure(
      laptop.api.POST('/post-jwt-profile', { body: { username: bob.email, idx: 1, name: 'Eve' } }),
    );
    expect(other.code).toBe('FORBIDDEN');
    expect(await expectData(bobs.api.GET('/profile'))).toMatchObject({
      name: 'Ana',
      email: bob.email,
    });
    expect(await expectData(laptop.api.GET('/profile'))).toMatchObject({
      email: ana.email,
      name: 'Ana María',
      balancePages: 5000,
    });
    const balance = await expectData(laptop.api.GET('/profile/balance'));
    expect(balance.entries.at(-1)).toMatchObject({ kind: 'granted' });
  });

  it('keeps the page ledger: the grant, then the run that spent pages, adding up to the balance', async () => {
    const user = await signInNewUser('profile.ledger');
    await saveConfiguration(user, 'Facturas');
    await runInvoices(user, 'Facturas', ['F-1', 'F-2']);
    const { balancePages, entries } = await expectData(user.api.GET('/profile/balance'));
    expect(balancePages).toBeLessThan(5000);
    expect(entries.map(({ kind, pages }) => ({ kind, pages }))).toEqual([
      { kind: 'extraction', pages: 5000 - balancePages },
      { kind: 'granted', pages: 5000 },
    ]);
    expect(entries[0]?.label).toContain('Facturas');
  });

  it('refuses a wrong current password and keeps every session', async () => {
    const ana = await signUp('wrong');
    const [laptop, phone] = await Promise.all([signInDevice(ana), signInDevice(ana)]);
    const error = await failure(
      laptop.api.POST('/profile/password', {
        body: { currentPassword: 'Wr0ng!Password', newPassword: NEW_PASSWORD },
      }),
    );
    expect(error.code).toBe('INVALID_REQUEST');
    expect(error.status).toBe(400);
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(true);
  });

  it('changes the password: the other sessions are signed out, this one stays', async () => {
    const ana = await signUp('change');
    const [laptop, phone] = await Promise.all([signInDevice(ana), signInDevice(ana)]);
    await expectData(
      laptop.api.POST('/profile/password', {
        body: {
          currentPassword: ana.password,
          newPassword: NEW_PASSWORD,
          confirmPassword: NEW_PASSWORD,
        },
      }),
    );
    expect(await isSignedIn(laptop)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    const refresh = await failure(
      anonymous.middleware.POST('/auth/refresh', {
        headers: { authorization: `Bearer ${phone.refreshToken}` },
      }),
    );
    expect(refresh.code).toBe('SESSION_EXPIRED');
    expect(await isSignedIn(await signInDevice(ana, NEW_PASSWORD))).toBe(true);
  });

  it('signs out of all devices', async () => {
    const ana = await signUp('everywhere');
    const [laptop, phone] = await Promise.all([signInDevice(ana), signInDevice(ana)]);
    await expectData(laptop.api.POST('/profile/sign-out-everywhere'));
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
  });

  it("exports the caller's files, results and conversations as a ZIP, and nothing of another user", async () => {
    const ana = await signUp('export');
    const bob = await signUp('export-other');
    const [laptop, bobs] = await Promise.all([signInDevice(ana), signInDevice(bob)]);
    await uploadText(ana, laptop, 'mine.txt', 'my notes');
    await uploadText(bob, bobs, 'theirs.txt', 'their notes');
    const zip = await exportOf(laptop);
    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'files/files.json',
        'files/uploads/mine.txt',
        'extraction/configurations.json',
        'extraction/results.json',
        'docdb/records.json',
        'chatbot/topics.json',
        'chatbot/conversations.json',
      ]),
    );
    expect(strFromU8(zip['files/uploads/mine.txt'] ?? new Uint8Array())).toBe('my notes');
    expect(JSON.parse(strFromU8(zip['profile.json'] ?? new Uint8Array()))).toMatchObject({
      email: ana.email,
    });
    expect(JSON.parse(strFromU8(zip['chatbot/conversations.json'] ?? new Uint8Array()))).toEqual(
      [],
    );
    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain('their notes');
    expect(everything).not.toContain(bob.email);
  });

  it('schedules the deletion with the password: every device signed out, a grace e-mail, signing in keeps the account', async () => {
    const ana = await signUp('delete');
    const [laptop, phone] = await Promise.all([signInDevice(ana), signInDevice(ana)]);
    const mine = await uploadText(ana, laptop, 'secret.txt', 'secret');

    const wrong = await failure(
      laptop.api.POST('/profile/delete', { body: { password: 'Wr0ng!Password' } }),
    );
    expect(wrong.code).toBe('INVALID_REQUEST');
    expect(await isSignedIn(laptop)).toBe(true);

    const outbox = outboxOf(servers.dataDir);
    const since = await outbox.count();
    const answer = await expectData(
      laptop.api.POST('/profile/delete', { body: { password: ana.password } }),
    );
    expect(answer.message).toMatch(/will be deleted on .+ UTC/);
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    const grace = await outbox.waitForMessage(ana.email, since);
    expect(grace).toMatch(/http:\/\/[^\s]+\/login/);

    // Within the 30 days: signing in cancels the deletion, and nothing was erased.
    const back = await signInDevice(ana);
    expect(await expectData(back.api.GET('/profile'))).toMatchObject({ email: ana.email });
    expect(await blobsNaming(mine)).toHaveLength(1);
    const zip = await exportOf(back);
    expect(strFromU8(zip['files/uploads/secret.txt'] ?? new Uint8Array())).toBe('secret');
  });
});
