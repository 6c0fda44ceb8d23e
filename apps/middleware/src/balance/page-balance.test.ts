import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../storage/testing/storage-test-app';
import { readBalance, spendPages } from './page-balance';

let test: StorageTestApp;
let ana: TestUser;

const ledgerOf = (userId: string) =>
  test.db
    .selectFrom('page_ledger')
    .select(['kind', 'reference_id', 'label', 'pages'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();

beforeAll(async () => {
  test = await createStorageTestApp();
  ana = await test.signIn();
  await test.db.updateTable('users').set({ balance_pages: 10 }).where('id', '=', ana.id).execute();
}, 60_000);
afterAll(async () => test.close());

describe('spendPages and the page ledger (issue 13)', () => {
  const run = '00000000-0000-4000-8000-000000000001';
  const training = '00000000-0000-4000-8000-000000000002';

  it("adds each document's pages to its run's one row, and a training to its own", async () => {
    expect(await spendPages(test.db, ana.id, 2, { kind: 'extraction', runId: run })).toBe(true);
    expect(await spendPages(test.db, ana.id, 3, { kind: 'extraction', runId: run })).toBe(true);
    expect(await spendPages(test.db, ana.id, 1, { kind: 'training', trainingId: training })).toBe(
      true,
    );
    expect(await spendPages(test.db, ana.id, 1, { kind: 'example', fileName: 'factura.pdf' })).toBe(
      true,
    );
    expect(await readBalance(test.db, ana.id)).toBe(3);
    expect(await ledgerOf(ana.id)).toEqual([
      { kind: 'extraction', reference_id: run, label: '', pages: -5 },
      { kind: 'training', reference_id: training, label: '', pages: -1 },
      { kind: 'example', reference_id: null, label: 'factura.pdf', pages: -1 },
    ]);
  });

  it('writes nothing when the balance cannot pay, and nothing for no pages', async () => {
    const before = await ledgerOf(ana.id);
    expect(await spendPages(test.db, ana.id, 4, { kind: 'extraction', runId: run })).toBe(false);
    expect(await spendPages(test.db, ana.id, 0, { kind: 'example', fileName: 'x.pdf' })).toBe(true);
    expect(await ledgerOf(ana.id)).toEqual(before);
    expect(await readBalance(test.db, ana.id)).toBe(3);
  });

  it('rolls the ledger row back with the work when the transaction fails', async () => {
    const before = await ledgerOf(ana.id);
    await expect(
      test.db.transaction().execute(async (trx) => {
        await spendPages(trx, ana.id, 1, { kind: 'extraction', runId: run });
        throw new Error('the work was not kept');
      }),
    ).rejects.toThrow('the work was not kept');
    expect(await ledgerOf(ana.id)).toEqual(before);
    expect(await readBalance(test.db, ana.id)).toBe(3);
  });
});
