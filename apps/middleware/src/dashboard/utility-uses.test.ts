import type { MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contextOf,
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../storage/testing/storage-test-app';

type Dashboard = MiddlewareComponents['schemas']['Dashboard'];
type UtilityUse = MiddlewareComponents['schemas']['UtilityUseRequest'];

let test: StorageTestApp;
let ana: TestUser;
let bob: TestUser;

const report = (user: TestUser, use: UtilityUse | Record<string, unknown>) =>
  test.call(user, { method: 'POST', url: '/dashboard/utility-uses', payload: use });

async function dashboardOf(user: TestUser, query: Record<string, string>) {
  const response = await test.call(user, {
    method: 'GET',
    url: '/dashboard',
    query: { ...contextOf(user), ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
}

const utilitiesOf = async (user: TestUser, query: Record<string, string>) =>
  (await dashboardOf(user, query)).utilities;

/** The steps of the series with utility uses in them, as `{ start: uses }`. */
const usesByStep = (dashboard: Dashboard) =>
  Object.fromEntries(
    dashboard.series
      .filter((step) => step.utility_uses > 0)
      .map((step) => [step.start, step.utility_uses]),
  );

/** A use kept at `at`, as if reported then. */
async function usedAt(user: TestUser, at: string, tool: string, files = 1) {
  await test.db
    .insertInto('utility_uses')
    .values({ user_id: user.id, tool, files, pages: 2, duration_ms: 50, used_at: new Date(at) })
    .execute();
}

beforeAll(async () => {
  test = await createStorageTestApp();
  [ana, bob] = [await test.signIn(), await test.signIn()];
}, 60_000);
afterAll(async () => test.close());

describe('recordUtilityUse', () => {
  it("keeps a reported use as the token's user's, and the dashboard counts it today", async () => {
    const combined = await report(ana, {
      tool: 'combinePdfs',
      files: 3,
      pages: 14,
      duration_ms: 120,
    });
    expect(combined.statusCode, combined.body).toBe(204);
    expect(
      (await report(ana, { tool: 'htmlToPdf', files: 0, pages: null, duration_ms: 900 }))
        .statusCode,
    ).toBe(204);
    expect(
      (await report(ana, { tool: 'combinePdfs', files: 2, pages: 3, duration_ms: 80 })).statusCode,
    ).toBe(204);

    const rows = await test.db
      .selectFrom('utility_uses')
      .select(['tool', 'files', 'pages', 'duration_ms'])
      .where('user_id', '=', ana.id)
      .orderBy('duration_ms')
      .execute();
    expect(rows).toEqual([
      { tool: 'combinePdfs', files: 2, pages: 3, duration_ms: 80 },
      { tool: 'combinePdfs', files: 3, pages: 14, duration_ms: 120 },
      { tool: 'htmlToPdf', files: 0, pages: null, duration_ms: 900 },
    ]);
    expect(await utilitiesOf(ana, { period: 'today' })).toEqual({
      uses: 3,
      files: 5,
      pages: 17,
      by_tool: [
        { tool: 'combinePdfs', uses: 2 },
        { tool: 'htmlToPdf', uses: 1 },
      ],
    });
    // Nothing of Ana's is Bob's.
    expect((await utilitiesOf(bob, { period: 'today' })).uses).toBe(0);
  });

  it('refuses an unknown tool and a negative count with BAD_REQUEST, keeping nothing', async () => {
    const before = await test.db
      .selectFrom('utility_uses')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const unknown = await report(bob, { tool: 'mineBitcoin', files: 1, pages: 1, duration_ms: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
    const negative = await report(bob, { tool: 'splitPdf', files: -1, pages: 1, duration_ms: 1 });
    expect(negative.statusCode).toBe(400);
    const after = await test.db
      .selectFrom('utility_uses')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a call without a token', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/dashboard/utility-uses',
      payload: { tool: 'splitPdf', files: 1, pages: 1, duration_ms: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('getDashboard: utilities by period', () => {
  it("counts a use on the user's local day, a second either side of Madrid's midnight", async () => {
    // 23:00:00 UTC on 31 March 2025 is 01:00 on 1 April in Madrid (CEST); 21:59:59 is 23:59:59.
    await usedAt(bob, '2025-03-31T21:59:59Z', 'splitPdf');
    await usedAt(bob, '2025-03-31T22:00:00Z', 'pdfsToZip', 4);
    const zone = { timeZone: 'Europe/Madrid', period: 'today' };
    expect(await utilitiesOf(bob, { ...zone, date: '2025-03-31' })).toMatchObject({
      uses: 1,
      by_tool: [{ tool: 'splitPdf', uses: 1 }],
    });
    expect(await utilitiesOf(bob, { ...zone, date: '2025-04-01' })).toMatchObject({
      uses: 1,
      files: 4,
      by_tool: [{ tool: 'pdfsToZip', uses: 1 }],
    });
    expect(
      (await utilitiesOf(bob, { timeZone: 'UTC', period: 'today', date: '2025-03-31' })).uses,
    ).toBe(2);
    expect(
      (await utilitiesOf(bob, { timeZone: 'Europe/Madrid', period: 'year', date: '2025-06-01' }))
        .uses,
    ).toBe(2);
  });

  it('lays the uses along the series, each in its local step, and sums a tool over its steps', async () => {
    const carol = await test.signIn();
    await usedAt(carol, '2025-03-31T21:59:59Z', 'splitPdf');
    await usedAt(carol, '2025-03-31T22:00:00Z', 'splitPdf');
    await usedAt(carol, '2025-04-01T09:30:00Z', 'combinePdfs');
    await usedAt(carol, '2025-04-01T09:45:00Z', 'splitPdf');
    const madrid = { timeZone: 'Europe/Madrid' };

    const day = await dashboardOf(carol, { ...madrid, period: 'today', date: '2025-04-01' });
    expect(usesByStep(day)).toEqual({ '2025-04-01T00:00': 1, '2025-04-01T11:00': 2 });
    expect(day.utilities.by_tool).toEqual([
      { tool: 'splitPdf', uses: 2 },
      { tool: 'combinePdfs', uses: 1 },
    ]);

    const year = await dashboardOf(carol, { ...madrid, period: 'year', date: '2025-06-01' });
    expect(usesByStep(year)).toEqual({ '2025-03-01T00:00': 1, '2025-04-01T00:00': 3 });
    expect(year.utilities).toMatchObject({
      uses: 4,
      by_tool: [
        { tool: 'splitPdf', uses: 3 },
        { tool: 'combinePdfs', uses: 1 },
      ],
    });
  });
});
