import type { FakeRoute } from '../../../testing/fixtures';
import type { Dashboard, DashboardBucket } from '@folio/sdk';

const step = (start: string, fields: Partial<DashboardBucket> = {}): DashboardBucket => ({
  start,
  documents: 0,
  pages: 0,
  verified: 0,
  requires_verification: 0,
  missing_rows: 0,
  not_verified: 0,
  failed: 0,
  questions: 0,
  utility_uses: 0,
  ...fields,
});

/** March 2025 in Madrid for a user who has worked: every figure set, two busy days. */
export function dashboardOf(fields: Partial<Dashboard> = {}): Dashboard {
  return {
    period: {
      name: 'month',
      time_zone: 'Europe/Madrid',
      date: '2025-03-14',
      start: '2025-02-28T23:00:00.000Z',
      end: '2025-03-31T22:00:00.000Z',
      bucket: 'day',
    },
    documents: { processed: 1234, failed: 2, in_progress: 1 },
    pages: { extraction: 2500, chatbot: 40, balance: 2460 },
    states: {
      not_verified: 4,
      verified: 10,
      auto_verified: 1200,
      manually_verified: 5,
      requires_verification: 12,
      missing_rows: 3,
    },
    runs: {
      started: 3,
      by_status: { queued: 0, running: 1, succeeded: 2, failed: 0, cancelled: 0 },
      recent: [
        {
          run_id: '7d4a3b1e-1111-4aaa-8bbb-000000000001',
          config_name: 'Facturas',
          zip_name: 'marzo.zip',
          status: 'succeeded',
          created_at: '2025-03-14T10:00:00.000Z',
          documents: 40,
          pages: 80,
          verified_documents: 15,
          corrected_fields: 7,
        },
      ],
    },
    accuracy: { verified_documents: 15, checked_fields: 200, corrected_fields: 7, rate: 0.965 },
    files: { stored: 1300, bytes: 52_428_800, uploaded: 41, uploaded_bytes: 2_097_152 },
    chatbot: {
      topics: 2,
      topics_created: 1,
      conversations: 9,
      conversations_started: 4,
      questions: 31,
    },
    utilities: {
      uses: 17,
      files: 40,
      pages: 1320,
      by_tool: [
        { tool: 'combinePdfs', uses: 12 },
        { tool: 'htmlToPdf', uses: 5 },
      ],
    },
    first_steps: { uploaded: true, configured: true, chatted: true },
    series: Array.from({ length: 31 }, (_, index) =>
      step(`2025-03-${String(index + 1).padStart(2, '0')}T00:00`, {
        ...(index === 13 ? { documents: 40, verified: 30, requires_verification: 10 } : {}),
        ...(index === 4 ? { questions: 31 } : {}),
        ...(index === 20 ? { utility_uses: 17 } : {}),
      }),
    ),
    ...fields,
  };
}

/** A new account's dashboard: zeros, and none of the first steps taken. */
export function newAccountDashboard(): Dashboard {
  const worked = dashboardOf();
  return {
    ...worked,
    documents: { processed: 0, failed: 0, in_progress: 0 },
    runs: { ...worked.runs, started: 0, recent: [] },
    utilities: { uses: 0, files: 0, pages: 0, by_tool: [] },
    first_steps: { uploaded: false, configured: false, chatted: false },
  };
}

/** The dashboard's call of the fake middleware, what it was asked, and how it fails. */
export type FakeDashboard = {
  queries: URLSearchParams[];
  failWith: { status: number; errorCode: string } | undefined;
  routes: Record<string, FakeRoute>;
};

/**
 * The dashboard's call behind the fake middleware: answers `answer(query)` (or fails with the
 * error when `failWith` is set) and keeps each query it was asked.
 */
export function createFakeDashboard(
  answer: (query: URLSearchParams) => Dashboard = () => dashboardOf(),
): FakeDashboard {
  const fake: FakeDashboard = {
    queries: [],
    failWith: undefined,
    routes: {
      'GET /api/dashboard': (request: Request) => {
        const query = new URL(request.url).searchParams;
        fake.queries.push(query);
        if (fake.failWith) {
          return Response.json(
            { errorCode: fake.failWith.errorCode, errorMessage: 'failed' },
            { status: fake.failWith.status },
          );
        }
        return Response.json({ success: true, data: answer(query) });
      },
    },
  };
  return fake;
}
