import { describe, expect, it } from 'vitest';

import { accuracyRate, toDashboard, type DashboardRows } from './dashboard-figures';
import { readPeriodRequest } from './period';

const ZERO_ACTIVITY: DashboardRows['activity'] = {
  balance: 4000,
  files_stored: '0',
  files_bytes: '0',
  files_uploaded: '0',
  files_uploaded_bytes: '0',
  training_pages: '0',
  topics: '0',
  topics_created: '0',
  conversations: '0',
  conversations_started: '0',
  has_configuration: false,
};

function rows(overrides: Partial<DashboardRows> = {}): DashboardRows {
  return {
    period: readPeriodRequest({ period: 'week' }),
    bounds: {
      date: '2025-03-12',
      start: new Date('2025-03-10T00:00:00Z'),
      end: new Date('2025-03-17T00:00:00Z'),
      buckets: ['2025-03-10T00:00', '2025-03-11T00:00', '2025-03-12T00:00'],
      bucketStarts: [],
    },
    documents: [],
    accuracy: { documents: '0', fields: '0', corrected: '0' },
    runsByStatus: [],
    recentRuns: [],
    activity: ZERO_ACTIVITY,
    questions: [],
    utilities: [],
    ...overrides,
  };
}

describe('toDashboard', () => {
  it('lays every step of the period out, zeros where nothing happened', () => {
    const dashboard = toDashboard(
      rows({
        documents: [
          {
            step: 2,
            status: 'done',
            state: 'auto_verified',
            documents: '3',
            pages: '7',
          },
          {
            step: 2,
            status: 'done',
            state: 'missing_rows',
            documents: '1',
            pages: '2',
          },
          {
            step: 3,
            status: 'failed',
            state: 'not_verified',
            documents: '2',
            pages: '0',
          },
          {
            step: 3,
            status: 'queued',
            state: 'not_verified',
            documents: '4',
            pages: '0',
          },
        ],
        questions: [{ step: 1, questions: '5' }],
      }),
    );
    expect(
      dashboard.series.map((step) => [step.start, step.documents, step.failed, step.questions]),
    ).toEqual([
      ['2025-03-10T00:00', 0, 0, 5],
      ['2025-03-11T00:00', 4, 0, 0],
      ['2025-03-12T00:00', 0, 2, 0],
    ]);
    expect(dashboard.series[1]).toMatchObject({ verified: 3, missing_rows: 1, pages: 9 });
    expect(dashboard.documents).toEqual({ processed: 4, failed: 2, in_progress: 4 });
    expect(dashboard.states).toMatchObject({ auto_verified: 3, missing_rows: 1 });
    expect(dashboard.pages).toEqual({ extraction: 9, chatbot: 0, balance: 4000 });
    expect(dashboard.chatbot.questions).toBe(5);
  });

  it('takes a first step as done once it ever was, whatever the period', () => {
    const dashboard = toDashboard(
      rows({ activity: { ...ZERO_ACTIVITY, files_stored: '1', conversations: '2' } }),
    );
    expect(dashboard.first_steps).toEqual({ uploaded: true, configured: false, chatted: true });
  });
});

describe('the utilities figure', () => {
  it('sums the uses of every tool over its steps, most used first, and lays them along the series', () => {
    const dashboard = toDashboard(
      rows({
        utilities: [
          { tool: 'htmlToPdf', step: 1, uses: '2', files: '0', pages: '0' },
          { tool: 'combinePdfs', step: 1, uses: '1', files: '2', pages: '4' },
          { tool: 'combinePdfs', step: 2, uses: '2', files: '5', pages: '8' },
        ],
      }),
    );
    expect(dashboard.utilities).toEqual({
      uses: 5,
      files: 7,
      pages: 12,
      by_tool: [
        { tool: 'combinePdfs', uses: 3 },
        { tool: 'htmlToPdf', uses: 2 },
      ],
    });
    expect(dashboard.series.map((step) => step.utility_uses).slice(0, 3)).toEqual([3, 2, 0]);
  });

  it('is zeros when no utility was used', () => {
    expect(toDashboard(rows()).utilities).toEqual({ uses: 0, files: 0, pages: 0, by_tool: [] });
  });
});

describe('accuracyRate', () => {
  it('is the share of checked fields kept as extracted, null with none checked', () => {
    expect(accuracyRate(50, 5)).toBe(0.9);
    expect(accuracyRate(0, 0)).toBeNull();
    expect(accuracyRate(3, 7)).toBe(0);
  });
});
