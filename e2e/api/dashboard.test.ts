// The dashboard's aggregate call (getDashboard; SPEC §1 "dashboard with period filters", issue 13)
// against data made the way a user makes it: files uploaded, a chatbot topic trained and asked,
// invoices extracted and one of them corrected and verified by hand. Rows are made "now", so the
// periods are placed around them: a time zone where they fall at noon for the whole of each
// period, and zones where they fall in the first or the last hour of a local day for its
// midnights. (The middleware's own tests place rows a second either side of Madrid's midnights.)
import { expectData, jsonDataForm, userContext, type MiddlewareComponents } from '@folio/sdk';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  answered,
  ask,
  asFile,
  signInWithReportTopic,
  uploadToFolder,
} from '../support/chat-users';
import { failure } from '../support/failure';
import {
  runInvoices,
  saveConfiguration,
  signInNewUser,
  type ResultsUser,
} from '../support/results-fixture';

type Dashboard = MiddlewareComponents['schemas']['Dashboard'];
type Period = MiddlewareComponents['schemas']['DashboardPeriodName'];

const HOUR = 60 * 60 * 1000;

/** What a user made, and when, as the server stamped it. */
type Seeded = {
  user: ResultsUser;
  /** Client time before the first row and after the last (same machine as the server). */
  from: number;
  to: number;
  /** When each extracted document was taken in. */
  documents: string[];
};

/**
 * The IANA name of the fixed zone UTC+`offset` hours. POSIX's sign is the other way round:
 * `Etc/GMT-2` is two hours ahead of UTC.
 */
function zoneOf(offset: number): string {
  if (offset === 0) {
    return 'Etc/GMT';
  }
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

/** The offset in hours (-12 to +14, as zones go) that puts `instant` in the local hour `hour`. */
function offsetPutting(instant: number, hour: number): number {
  const utcHour = new Date(instant).getUTCHours();
  const offset = (((hour - utcHour) % 24) + 24) % 24;
  return offset > 14 ? offset - 24 : offset;
}

/** The local date (`YYYY-MM-DD`) of `instant` in the zone UTC+`offset`. */
const localDate = (instant: number, offset: number) =>
  new Date(instant + offset * HOUR).toISOString().slice(0, 10);

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 24 * HOUR).toISOString().slice(0, 10);
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10);

async function dashboardOf(
  user: ResultsUser,
  query: { period?: Period; date?: string; timeZone?: string },
): Promise<Dashboard> {
  return (
    await expectData(
      user.api.GET('/dashboard', { params: { query: { ...userContext(user.email), ...query } } }),
    )
  ).data;
}

/** A user with a trained topic, two questions, a file, three invoices and one correction. */
async function seedUser(name: string): Promise<Seeded> {
  const from = Date.now();
  const user = await signInWithReportTopic(name);
  await uploadToFolder(user, 'uploads', [asFile('notas.txt', 'Reunión del lunes: presupuesto.')]);
  for (const prompt of ['¿Cuánto vendió la empresa?', '¿Cuándo se inauguró la planta?']) {
    await answered(ask(user, { topico: 'informes', prompt }));
  }
  await saveConfiguration(user, 'Facturas');
  const documents = await runInvoices(user, 'Facturas', ['F-1', 'F-2', 'F-3']);
  const corrected = documents[0]?.document_id ?? '';
  await expectData(
    user.api.POST(
      '/extractor/documents/update',
      jsonDataForm('updateDocument', userContext(user.email), {
        document_id: corrected,
        state: 'manually_verified',
        updated_data: JSON.stringify({ headers: { total: '999,00' } }),
      }),
    ),
  );
  return {
    user,
    from,
    to: Date.now(),
    documents: documents.map((document) => document.created_at),
  };
}

let ana: Seeded;
let bob: Seeded;

beforeAll(async () => {
  // Bob does all Ana does, at the same time: none of it may ever count for her.
  [ana, bob] = await Promise.all([seedUser('dash-ana'), seedUser('dash-bob')]);
}, 300_000);

/** A zone where all of a user's rows fall around noon of one local day, and that day. */
function noonOf(seeded: Seeded) {
  const offset = offsetPutting((seeded.from + seeded.to) / 2, 12);
  return { timeZone: zoneOf(offset), date: localDate(seeded.from, offset) };
}

describe('getDashboard: the figures of a period', () => {
  it.each<Period>(['today', 'week', 'month', 'year'])(
    "counts all of the user's work in the period %s, and none of another user's",
    async (period) => {
      const at = noonOf(ana);
      const dashboard = await dashboardOf(ana.user, { period, ...at });
      expect(dashboard.period).toMatchObject({ name: period, time_zone: at.timeZone });
      expect(dashboard.documents).toEqual({ processed: 3, failed: 0, in_progress: 0 });
      const states = Object.values(dashboard.states).reduce((sum, n) => sum + n, 0);
      expect(states).toBe(3);
      expect(dashboard.states.manually_verified).toBe(1);
      expect(dashboard.pages.extraction).toBe(3);
      expect(dashboard.pages.chatbot).toBe(1);
      expect(dashboard.runs.started).toBe(1);
      expect(dashboard.runs.by_status.succeeded).toBe(1);
      expect(dashboard.runs.recent).toHaveLength(1);
      expect(dashboard.runs.recent[0]).toMatchObject({
        config_name: 'Facturas',
        documents: 3,
        pages: 3,
        verified_documents: 1,
        corrected_fields: 1,
      });
      expect(dashboard.accuracy.verified_documents).toBe(1);
      expect(dashboard.accuracy.corrected_fields).toBe(1);
      expect(dashboard.accuracy.checked_fields).toBeGreaterThan(1);
      expect(dashboard.accuracy.rate).toBeCloseTo(1 - 1 / dashboard.accuracy.checked_fields, 6);
      expect(dashboard.chatbot).toMatchObject({
        topics: 1,
        topics_created: 1,
        conversations_started: dashboard.chatbot.conversations,
        questions: 2,
      });
      expect(dashboard.first_steps).toEqual({ uploaded: true, configured: true, chatted: true });
      const steps = dashboard.series.reduce(
        (sum, step) => ({
          documents: sum.documents + step.documents,
          questions: sum.questions + step.questions,
        }),
        { documents: 0, questions: 0 },
      );
      expect(steps).toEqual({ documents: 3, questions: 2 });
    },
  );

  it('answers the stocks as of now: files stored as Files counts them, the pages left', async () => {
    const dashboard = await dashboardOf(ana.user, { period: 'today', ...noonOf(ana) });
    const usage = await expectData(
      ana.user.api.GET('/storage/usage', { params: { query: userContext(ana.user.email) } }),
    );
    expect(dashboard.files.stored).toBe(usage.data.total.files);
    expect(dashboard.files.bytes).toBe(usage.data.total.bytes);
    expect(dashboard.files.uploaded).toBe(usage.data.total.files);
    // Every page read spent one of the 5,000 an account starts with (DECISIONS.md "Balance").
    expect(dashboard.pages.balance).toBe(5000 - 3 - 1);
  });

  it('counts nothing the day before, and keeps the stocks', async () => {
    const at = noonOf(ana);
    const before = await dashboardOf(ana.user, {
      period: 'today',
      timeZone: at.timeZone,
      date: dayBefore(at.date),
    });
    expect(before.documents).toEqual({ processed: 0, failed: 0, in_progress: 0 });
    expect(before.chatbot).toMatchObject({ topics: 1, topics_created: 0, questions: 0 });
    expect(before.runs.started).toBe(0);
    expect(before.accuracy.rate).toBeNull();
    expect(before.first_steps).toEqual({ uploaded: true, configured: true, chatted: true });
  });
});

describe("getDashboard: midnight in the user's time zone", () => {
  it('puts rows made just after local midnight on that day, not the day before', async () => {
    const first = Date.parse(ana.documents[0] ?? '');
    const offset = offsetPutting(first, 0);
    const timeZone = zoneOf(offset);
    const dates = ana.documents.map((at) => localDate(Date.parse(at), offset));
    const date = dates[0] ?? '';
    const today = await dashboardOf(ana.user, { period: 'today', timeZone, date });
    const onDate = dates.filter((day) => day === date).length;
    expect(today.documents.processed).toBe(onDate);
    expect(today.series[0]?.start).toBe(`${date}T00:00`);
    expect(today.series[0]?.documents).toBe(onDate);
    const yesterday = await dashboardOf(ana.user, {
      period: 'today',
      timeZone,
      date: dayBefore(date),
    });
    expect(yesterday.documents.processed).toBe(dates.filter((day) => day < date).length);
  });

  it('puts rows made just before local midnight on that day, not the day after', async () => {
    const first = Date.parse(ana.documents[0] ?? '');
    const offset = offsetPutting(first, 23);
    const timeZone = zoneOf(offset);
    const dates = ana.documents.map((at) => localDate(Date.parse(at), offset));
    const date = dates[0] ?? '';
    const today = await dashboardOf(ana.user, { period: 'today', timeZone, date });
    expect(today.documents.processed).toBe(dates.filter((day) => day === date).length);
    expect(today.series[23]?.start).toBe(`${date}T23:00`);
    const tomorrow = await dashboardOf(ana.user, {
      period: 'today',
      timeZone,
      date: dayAfter(date),
    });
    expect(tomorrow.documents.processed).toBe(dates.filter((day) => day > date).length);
  });
});

describe('getDashboard: scoping and refusals', () => {
  it('shows a new account zeros and no first step, whatever others did', async () => {
    const carla = await signInNewUser('dash-carla');
    const dashboard = await dashboardOf(carla, { period: 'year' });
    expect(dashboard.documents).toEqual({ processed: 0, failed: 0, in_progress: 0 });
    expect(dashboard.files).toEqual({ stored: 0, bytes: 0, uploaded: 0, uploaded_bytes: 0 });
    expect(dashboard.chatbot).toEqual({
      topics: 0,
      topics_created: 0,
      conversations: 0,
      conversations_started: 0,
      questions: 0,
    });
    expect(dashboard.first_steps).toEqual({ uploaded: false, configured: false, chatted: false });
    expect(dashboard.series).toHaveLength(12);
  });

  it("refuses another user's context with FORBIDDEN", async () => {
    const error = await failure(
      ana.user.api.GET('/dashboard', { params: { query: userContext(bob.user.email) } }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });

  it('refuses a time zone that does not exist with BAD_REQUEST', async () => {
    const error = await failure(
      ana.user.api.GET('/dashboard', {
        params: { query: { ...userContext(ana.user.email), timeZone: 'Europe/Atlantis' } },
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.detail).toMatchObject({ field: 'timeZone' });
  });
});
