import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createProfileTestApp,
  type ProfileTestApp,
  type ProfileUser,
} from './testing/profile-test-app';
import { seedUserData } from './testing/seed-user-data';

let test: ProfileTestApp;
beforeAll(async () => {
  test = await createProfileTestApp();
});
afterAll(async () => test.close());

const exportOf = async (user: ProfileUser) => {
  const response = await test.call(user, { method: 'GET', url: '/profile/export' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toContain('folio-data.zip');
  return unzipSync(new Uint8Array(response.rawPayload));
};

const jsonIn = (zip: Record<string, Uint8Array>, name: string): unknown => {
  const entry = zip[name];
  expect(entry, name).toBeDefined();
  return JSON.parse(strFromU8(entry ?? new Uint8Array()));
};

describe('exportMyData (GDPR access)', () => {
  it('zips the files, extraction results, document database and conversations of the caller only', async () => {
    const ana = await test.signUp('ana.export@example.com');
    const bob = await test.signUp('bob.export@example.com');
    const mine = await seedUserData(test, ana, 'ana');
    const theirs = await seedUserData(test, bob, 'bob');

    const zip = await exportOf(ana);
    const names = Object.keys(zip);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'profile.json',
        'files/files.json',
        'files/folders.json',
        `files/uploads/${mine.fileName}`,
        'extraction/configurations.json',
        'extraction/results.json',
        'docdb/records.json',
        `docdb/files/${mine.docdbFile}`,
        'chatbot/topics.json',
        'chatbot/conversations.json',
        'webhooks.json',
        'balance/page-ledger.json',
        'utilities/uses.json',
      ]),
    );
    expect(
      (jsonIn(zip, 'balance/page-ledger.json') as Array<{ kind: string; pages: number }>).map(
        ({ kind, pages }) => ({ kind, pages }),
      ),
    ).toEqual([
      { kind: 'granted', pages: 5000 },
      { kind: 'extraction', pages: -5 },
      { kind: 'training', pages: -2 },
    ]);
    expect(jsonIn(zip, 'utilities/uses.json')).toEqual([
      expect.objectContaining({ tool: 'combinePdfs', files: 2, pages: 3 }),
    ]);
    expect(strFromU8(zip[`files/uploads/${mine.fileName}`] ?? new Uint8Array())).toBe(
      'notes of ana',
    );
    expect(jsonIn(zip, 'profile.json')).toMatchObject({ email: ana.email, name: 'Ana' });
    const results = jsonIn(zip, 'extraction/results.json');
    expect(results).toHaveLength(2);
    expect(results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          configuration: mine.configuration,
          headers: { total: '100.00' },
        }),
        expect.objectContaining({
          configuration: mine.configuration,
          headers: { total: '101.00' },
        }),
      ]),
    );
    expect(jsonIn(zip, 'chatbot/conversations.json')).toEqual([
      expect.objectContaining({
        topic: mine.topic,
        messages: [expect.objectContaining({ user_message: mine.question })],
      }),
    ]);

    const everything = names.map((name) => strFromU8(zip[name] ?? new Uint8Array())).join('\n');
    for (const foreign of [
      theirs.fileName,
      theirs.configuration,
      theirs.topic,
      theirs.question,
      bob.email,
    ]) {
      expect(everything).not.toContain(foreign);
    }
    expect(everything).not.toMatch(/argon2|password_digest|account_key/);
  });

  it('is a valid ZIP for an account with nothing in it', async () => {
    const carol = await test.signUp('carol.export@example.com');
    const zip = await exportOf(carol);
    expect(jsonIn(zip, 'extraction/results.json')).toEqual([]);
    expect(jsonIn(zip, 'chatbot/conversations.json')).toEqual([]);
  });
});
