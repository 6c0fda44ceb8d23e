import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProfileTestApp, type ProfileTestApp } from '../testing/profile-test-app';
import { seedUserData } from '../testing/seed-user-data';
import {
  selectConversationsPage,
  selectDocdbRecordsPage,
  selectFilesPage,
  selectLedgerPage,
  selectResultsPage,
} from './export.queries';
import { type Cursor, walkPages } from './json-stream';

let test: ProfileTestApp;
beforeAll(async () => {
  test = await createProfileTestApp();
});
afterAll(async () => test.close());

// On PostgreSQL (microseconds) a cursor compared as stored found its own row again: a page of one
// row walked it for ever.
describe('the export keyset pages', () => {
  it('walk every row of the user once, one row a page, in the joined tables too', async () => {
    const user = await test.signUp('pages.export@example.com');
    await seedUserData(test, user, 'first');
    await seedUserData(test, user, 'second');
    const other = await test.signUp('other.pages.export@example.com');
    await seedUserData(test, other, 'other');

    type KeysetPage = (
      db: ProfileTestApp['db'],
      userId: string,
      start: Cursor,
      limit: number,
    ) => Promise<Array<{ id: string; created_at: Date }>>;
    const walks: Record<string, KeysetPage> = {
      files: selectFilesPage,
      results: selectResultsPage,
      records: selectDocdbRecordsPage,
      conversations: selectConversationsPage,
      ledger: selectLedgerPage,
    };
    for (const [name, select] of Object.entries(walks)) {
      const ids: string[] = [];
      for await (const page of walkPages(
        (start, limit) => select(test.db, user.id, start, limit),
        1,
      )) {
        ids.push(...page.map((row) => row.id));
      }
      const allIds = (await select(test.db, user.id, undefined, 100)).map((row) => row.id);
      expect(allIds.length, name).toBeGreaterThanOrEqual(2);
      expect(ids, name).toEqual(allIds);
    }
  });
});
