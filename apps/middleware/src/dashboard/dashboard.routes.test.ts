import type { MiddlewareComponents } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  contextOf,
  createStorageTestApp,
  type StorageTestApp,
  type TestUser,
} from '../storage/testing/storage-test-app';
import { createDashboardSeed, field, type DashboardSeed } from './testing/dashboard-seed';

type Dashboard = MiddlewareComponents['schemas']['Dashboard'];

let test: StorageTestApp;
let ana: TestUser;
let bob: TestUser;

/**
 * One user's year 2025, in Madrid's terms (CET, UTC+1, until 30 March 01:00 UTC; CEST, UTC+2,
 * until 26 October; then CET): rows a second either side of the midnights that start and end
 * March, a day in November, and the week of the spring change. Pages tell the rows apart.
 */
async function seedYear(seed: DashboardSeed) {
  await seed.run('2025-02-28T22:59:59Z', [{ at: '2025-02-28T22:59:59Z', pages: 40 }]);
  await seed.run('2025-02-28T23:00:00Z', [{ at: '2025-02-28T23:00:00Z', pages: 10 }]);
  const at = '2025-03-14T10:00:00Z';
  await seed.run(
    at,
    [
      {
        at,
        pages: 2,
        state: 'verified',
        verifiedAt: '2025-03-14T12:00:00Z',
        headers: { Total: field(100, true), Fecha: field('2025-03-01'), Nif: field(null) },
        items: [{ Concepto: field('Papel', true), Importe: field(1) }],
      },
      {
        at,
        pages: 1,
        state: 'auto_verified',
        verifiedAt: at,
        headers: { Total: field(5), Fecha: field('2025-03-02') },
      },
      { at, pages: 3, state: 'requires_verification' },
      { at, pages: 1, state: 'missing_rows' },
      { at, pages: 0, status: 'failed' },
      { at, pages: 0, status: 'running' },
      {
        at,
        pages: 1,
        state: 'manually_verified',
        verifiedAt: '2025-04-02T09:00:00Z',
        headers: { Total: field(5, true) },
      },
    ],
    { status: 'running', zipName: 'marzo.zip' },
  );
  await seed.run('2025-03-31T21:59:59Z', [{ at: '2025-03-31T21:59:59Z', pages: 20 }]);
  await seed.run('2025-03-31T22:00:00Z', [{ at: '2025-03-31T22:00:00Z', pages: 80 }]);
  await seed.run('2025-11-04T22:59:59Z', [{ at: '2025-11-04T22:59:59Z', pages: 100 }]);
  await seed.run('2025-11-04T23:00:00Z', [{ at: '2025-11-04T23:00:00Z', pages: 200 }]);

  await seed.file('2025-01-05T12:00:00Z', 500);
  await seed.file('2025-03-10T12:00:00Z', 1000);
  await seed.topic('2025-03-02T10:00:00Z');
  await seed.topic('2025-03-02T10:00:00Z', { isGlobal: true });
  await seed.trained('2025-03-20T10:00:00Z', 6);
  await seed.conversation('2025-03-05T10:00:00Z', ['2025-03-05T10:00:00Z', '2025-03-05T10:01:00Z']);
  await seed.conversation('2025-03-30T21:00:00Z', ['2025-03-30T21:59:59Z', '2025-03-30T22:00:00Z']);
}

beforeAll(async () => {
  test = await createStorageTestApp();
  [ana, bob] = [await test.signIn(), await test.signIn()];
  await seedYear(createDashboardSeed(test.db, ana.id));
  // Bob has the same year and more: none of it is ever Ana's.
  const bobs = createDashboardSeed(test.db, bob.id);
  await seedYear(bobs);
  await bobs.run('2025-03-14T10:00:00Z', [{ at: '2025-03-14T10:00:00Z', pages: 9 }]);
}, 60_000);
afterAll(async () => test.close());

async function dashboardOf(user: TestUser, query: Record<string, string>): Promise<Dashboard> {
  const response = await test.call(user, {
    method: 'GET',
    url: '/dashboard',
    query: { ...contextOf(user), ...query },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Dashboard }>().data;
}

const MADRID = 'Europe/Madrid';
const pagesOf = (dashboard: Dashboard) => dashboard.pages.extraction;

describe('getDashboard: a month in the user time zone', () => {
  it("counts March from Madrid's midnight of 1 March to that of 1 April (issue 13)", async () => {
    const march = await dashboardOf(ana, { period: 'month', date: '2025-03-14', timeZone: MADRID });
    expect(march.period).toEqual({
      name: 'month',
      time_zone: MADRID,
      date: '2025-03-14',
      start: '2025-02-28T23:00:00.000Z',
      end: '2025-03-31T22:00:00.000Z',
      bucket: 'day',
    });
    // 23:00:00 on 28 February (UTC) is 1 March in Madrid, 22:00:00 on 31 March is 1 April.
    expect(pagesOf(march)).toBe(10 + 2 + 1 + 3 + 1 + 1 + 20);
    expect(march.documents).toEqual({ processed: 7, failed: 1, in_progress: 1 });
    expect(march.states).toEqual({
      not_verified: 2,
      verified: 1,
      auto_verified: 1,
      manually_verified: 1,
      requires_verification: 1,
      missing_rows: 1,
    });
    expect(march.series).toHaveLength(31);
    expect(march.series[0]).toMatchObject({ start: '2025-03-01T00:00', documents: 1, pages: 10 });
    expect(march.series[13]).toMatchObject({
      start: '2025-03-14T00:00',
      documents: 5,
      pages: 8,
      verified: 3,
      requires_verification: 1,
      missing_rows: 1,
      not_verified: 0,
      failed: 1,
    });
    expect(march.series[30]).toMatchObject({ start: '2025-03-31T00:00', pages: 20 });
  });

  it('counts the same month in UTC by UTC midnights', async () => {
    const march = await dashboardOf(ana, { period: 'month', date: '2025-03-14', timeZone: 'UTC' });
    expect(march.period.start).toBe('2025-03-01T00:00:00.000Z');
    expect(march.period.end).toBe('2025-04-01T00:00:00.000Z');
    expect(pagesOf(march)).toBe(2 + 1 + 3 + 1 + 1 + 20 + 80);
  });

  it('answers the figures of the other groups for the period', async () => {
    const march = await dashboardOf(ana, { period: 'month', date: '2025-03-01', timeZone: MADRID });
    expect(march.pages).toEqual({ extraction: 38, chatbot: 6, balance: 5000 });
    expect(march.files).toEqual({ stored: 3, bytes: 1600, uploaded: 2, uploaded_bytes: 1100 });
    // The global-search topic is not one the user made; its conversations still count.
    expect(march.chatbot).toEqual({
      topics: 1,
      topics_created: 1,
      conversations: 2,
      conversations_started: 2,
      questions: 4,
    });
    expect(march.first_steps).toEqual({ uploaded: true, configured: true, chatted: true });
  });
});

describe('getDashboard: extraction runs and verifications', () => {
  it('lists the newest runs of the period with their corrections by hand', async () => {
    const march = await dashboardOf(ana, { period: 'month', date: '2025-03-14', timeZone: MADRID });
    expect(march.runs.started).toBe(3);
    expect(march.runs.by_status).toEqual({
      queued: 0,
      running: 1,
      succeeded: 2,
      failed: 0,
      cancelled: 0,
    });
    expect(march.runs.recent.map((run) => run.created_at)).toEqual([
      '2025-03-31T21:59:59.000Z',
      '2025-03-14T10:00:00.000Z',
      '2025-02-28T23:00:00.000Z',
    ]);
    expect(march.runs.recent[1]).toMatchObject({
      zip_name: 'marzo.zip',
      status: 'running',
      documents: 7,
      pages: 8,
      verified_documents: 2,
      corrected_fields: 3,
    });
  });

  it('measures accuracy on the fields of the documents a person verified in the period', async () => {
    const march = await dashboardOf(ana, { period: 'month', date: '2025-03-14', timeZone: MADRID });
    // Three header values and two cells, two of them corrected; the engine's own verification
    // is not the user's, and the document verified in April counts in April.
    expect(march.accuracy).toEqual({
      verified_documents: 1,
      checked_fields: 5,
      corrected_fields: 2,
      rate: 0.6,
    });
    const april = await dashboardOf(ana, { period: 'month', date: '2025-04-30', timeZone: MADRID });
    expect(april.accuracy).toEqual({
      verified_documents: 1,
      checked_fields: 1,
      corrected_fields: 1,
      rate: 0,
    });
    expect(pagesOf(april)).toBe(80);
  });

  it('answers a null rate when nothing was verified', async () => {
    const may = await dashboardOf(ana, { period: 'month', date: '2025-05-01', timeZone: MADRID });
    expect(may.accuracy).toEqual({
      verified_documents: 0,
      checked_fields: 0,
      corrected_fields: 0,
      rate: null,
    });
  });
});

describe('getDashboard: days, weeks and years', () => {
  it("starts a day at the user's midnight, by the hour", async () => {
    const fifth = await dashboardOf(ana, { period: 'today', date: '2025-11-05', timeZone: MADRID });
    expect(fifth.period).toMatchObject({
      start: '2025-11-04T23:00:00.000Z',
      end: '2025-11-05T23:00:00.000Z',
      bucket: 'hour',
    });
    expect(pagesOf(fifth)).toBe(200);
    expect(fifth.series).toHaveLength(24);
    expect(fifth.series[0]).toMatchObject({ start: '2025-11-05T00:00', pages: 200 });
    const fourth = await dashboardOf(ana, {
      period: 'today',
      date: '2025-11-04',
      timeZone: MADRID,
    });
    expect(pagesOf(fourth)).toBe(100);
    expect(fourth.series[23]).toMatchObject({ start: '2025-11-04T23:00', pages: 100 });
  });

  it('runs a week from Monday to Monday across the change to summer time', async () => {
    const week = await dashboardOf(ana, { period: 'week', date: '2025-03-30', timeZone: MADRID });
    // Monday 24 March 00:00 CET to Monday 31 March 00:00 CEST: 167 hours.
    expect(week.period).toMatchObject({
      start: '2025-03-23T23:00:00.000Z',
      end: '2025-03-30T22:00:00.000Z',
      bucket: 'day',
    });
    expect(week.series.map((bucket) => bucket.start)).toEqual([
      '2025-03-24T00:00',
      '2025-03-25T00:00',
      '2025-03-26T00:00',
      '2025-03-27T00:00',
      '2025-03-28T00:00',
      '2025-03-29T00:00',
      '2025-03-30T00:00',
    ]);
    expect(week.chatbot.questions).toBe(1);
    expect(week.series[6]?.questions).toBe(1);
    const utc = await dashboardOf(ana, { period: 'week', date: '2025-03-30', timeZone: 'UTC' });
    expect(utc.chatbot.questions).toBe(2);
  });

  it('steps a year by month', async () => {
    const year = await dashboardOf(ana, { period: 'year', date: '2025-06-15', timeZone: MADRID });
    expect(year.period).toMatchObject({
      start: '2024-12-31T23:00:00.000Z',
      end: '2025-12-31T23:00:00.000Z',
      bucket: 'month',
    });
    expect(year.series.map((bucket) => bucket.pages)).toEqual([
      0, 40, 38, 80, 0, 0, 0, 0, 0, 0, 300, 0,
    ]);
    expect(year.series[1]?.start).toBe('2025-02-01T00:00');
  });

  it('shows the current period when no day is given', async () => {
    const before = Date.now();
    const month = await dashboardOf(ana, { timeZone: MADRID });
    expect(month.period.name).toBe('month');
    expect(Date.parse(month.period.start)).toBeLessThanOrEqual(before);
    expect(Date.parse(month.period.end)).toBeGreaterThan(before);
  });
});

describe('getDashboard: a new account', () => {
  it('answers zeros, every step of the period, and no first step taken', async () => {
    const carla = await test.signIn();
    const leap = await dashboardOf(carla, { period: 'month', date: '2024-02-10' });
    expect(leap.series).toHaveLength(29);
    expect(leap.documents).toEqual({ processed: 0, failed: 0, in_progress: 0 });
    expect(leap.files).toEqual({ stored: 0, bytes: 0, uploaded: 0, uploaded_bytes: 0 });
    expect(leap.runs).toEqual({
      started: 0,
      by_status: { queued: 0, running: 0, succeeded: 0, failed: 0, cancelled: 0 },
      recent: [],
    });
    expect(leap.first_steps).toEqual({ uploaded: false, configured: false, chatted: false });
    for (const [period, steps] of [
      ['today', 24],
      ['week', 7],
      ['year', 12],
    ] as const) {
      expect((await dashboardOf(carla, { period })).series).toHaveLength(steps);
    }
  });
});

describe('getDashboard: refusals', () => {
  it("refuses another user's context with FORBIDDEN", async () => {
    const response = await test.call(ana, {
      method: 'GET',
      url: '/dashboard',
      query: contextOf(bob),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
  });

  it.each([
    ['timeZone', 'Mars/Olympus_Mons'],
    ['timeZone', 'XYZ+5'],
    ['date', '2025-02-30'],
    ['period', 'decade'],
  ])('refuses %s %s with BAD_REQUEST', async (name, value) => {
    const response = await test.call(ana, {
      method: 'GET',
      url: '/dashboard',
      query: { ...contextOf(ana), [name]: value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });
});
