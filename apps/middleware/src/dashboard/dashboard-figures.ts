// The rows of the dashboard's statements made into the contract's Dashboard: text counts to
// numbers, document groups summed into the period's totals and laid along its steps (zeros where
// nothing happened), and the accuracy rate.
import type { MiddlewareComponents } from '@folio/sdk';

import type { ExtractionState, RunStatus } from '../db/schema';
import type {
  AccuracyRow,
  DocumentGroupRow,
  RecentRunRow,
  RunStatusRow,
} from './extraction.queries';
import type { ActivityRow, QuestionGroupRow } from './activity.queries';
import type { PeriodRequest } from './period';
import type { PeriodBounds } from './period.queries';
import type { UtilityGroupRow } from './utility-uses.queries';

type Schemas = MiddlewareComponents['schemas'];
export type Dashboard = Schemas['Dashboard'];
type Bucket = Schemas['DashboardBucket'];

/** Everything the statements answered for one period. */
export type DashboardRows = {
  period: PeriodRequest;
  bounds: PeriodBounds;
  documents: DocumentGroupRow[];
  accuracy: AccuracyRow;
  runsByStatus: RunStatusRow[];
  recentRuns: RecentRunRow[];
  activity: ActivityRow;
  questions: QuestionGroupRow[];
  utilities: UtilityGroupRow[];
};

const count = (value: string | number | null | undefined) => Number(value ?? 0);

const VERIFIED: ReadonlySet<ExtractionState> = new Set([
  'verified',
  'auto_verified',
  'manually_verified',
]);

const emptyStates = (): Dashboard['states'] => ({
  not_verified: 0,
  verified: 0,
  auto_verified: 0,
  manually_verified: 0,
  requires_verification: 0,
  missing_rows: 0,
});

const emptyBucket = (start: string): Bucket => ({
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
});

/** Adds one group of documents to a step of the series. */
function addToBucket(bucket: Bucket, group: DocumentGroupRow): void {
  const documents = count(group.documents);
  if (group.status === 'failed') {
    bucket.failed += documents;
    return;
  }
  if (group.status !== 'done') {
    return;
  }
  bucket.documents += documents;
  bucket.pages += count(group.pages);
  if (VERIFIED.has(group.state)) {
    bucket.verified += documents;
  } else if (group.state === 'requires_verification') {
    bucket.requires_verification += documents;
  } else if (group.state === 'missing_rows') {
    bucket.missing_rows += documents;
  } else {
    bucket.not_verified += documents;
  }
}

/** The period's series: every step, in order, with what happened in it. */
function seriesOf(rows: DashboardRows): Bucket[] {
  const series = rows.bounds.buckets.map(emptyBucket);
  for (const group of rows.documents) {
    const bucket = series[group.step - 1];
    if (bucket) {
      addToBucket(bucket, group);
    }
  }
  for (const group of rows.questions) {
    const bucket = series[group.step - 1];
    if (bucket) {
      bucket.questions += count(group.questions);
    }
  }
  for (const group of rows.utilities) {
    const bucket = series[group.step - 1];
    if (bucket) {
      bucket.utility_uses += count(group.uses);
    }
  }
  return series;
}

/** The period's documents by outcome and, when processed, by state; and their pages. */
function documentsOf(groups: readonly DocumentGroupRow[]) {
  const documents: Dashboard['documents'] = { processed: 0, failed: 0, in_progress: 0 };
  const states = emptyStates();
  let pages = 0;
  for (const group of groups) {
    const n = count(group.documents);
    if (group.status === 'done') {
      documents.processed += n;
      states[group.state] += n;
      pages += count(group.pages);
    } else if (group.status === 'failed') {
      documents.failed += n;
    } else {
      documents.in_progress += n;
    }
  }
  return { documents, states, pages };
}

function runsOf(rows: DashboardRows): Dashboard['runs'] {
  const byStatus: Record<RunStatus, number> = {
    queued: 0,
    running: 0,
    succeeded: 0,
    failed: 0,
    cancelled: 0,
  };
  for (const row of rows.runsByStatus) {
    byStatus[row.status] += count(row.runs);
  }
  return {
    started: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    by_status: byStatus,
    recent: rows.recentRuns.map((run) => ({
      run_id: run.id,
      config_name: run.config_name,
      zip_name: run.zip_name,
      status: run.status,
      created_at: new Date(run.created_at).toISOString(),
      documents: count(run.documents),
      pages: count(run.pages),
      verified_documents: count(run.verified_documents),
      corrected_fields: count(run.corrected_fields),
    })),
  };
}

type ToolUses = Dashboard['utilities']['by_tool'][number];

/** The period's utility uses in all and by tool, most used first (the tool's name breaks ties). */
function utilitiesOf(groups: readonly UtilityGroupRow[]): Dashboard['utilities'] {
  const utilities: Dashboard['utilities'] = { uses: 0, files: 0, pages: 0, by_tool: [] };
  const byTool = new Map<string, ToolUses>();
  for (const group of groups) {
    const uses = count(group.uses);
    utilities.uses += uses;
    utilities.files += count(group.files);
    utilities.pages += count(group.pages);
    const tool = byTool.get(group.tool) ?? { tool: group.tool as ToolUses['tool'], uses: 0 };
    tool.uses += uses;
    byTool.set(group.tool, tool);
  }
  utilities.by_tool = [...byTool.values()].sort(
    (a, b) => b.uses - a.uses || (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0),
  );
  return utilities;
}

/** The share of checked fields kept as extracted; null when no field was checked. */
export function accuracyRate(checked: number, corrected: number): number | null {
  if (checked <= 0) {
    return null;
  }
  return Math.max(0, Math.min(1, (checked - corrected) / checked));
}

/** The contract's Dashboard from the statements' rows. */
export function toDashboard(rows: DashboardRows): Dashboard {
  const { period, bounds, activity } = rows;
  const { documents, states, pages } = documentsOf(rows.documents);
  const checked = count(rows.accuracy.fields);
  const corrected = count(rows.accuracy.corrected);
  const series = seriesOf(rows);
  return {
    period: {
      name: period.name,
      time_zone: period.timeZone,
      date: bounds.date,
      start: bounds.start.toISOString(),
      end: bounds.end.toISOString(),
      bucket: period.bucket,
    },
    documents,
    pages: {
      extraction: pages,
      chatbot: count(activity.training_pages),
      balance: count(activity.balance),
    },
    states,
    runs: runsOf(rows),
    accuracy: {
      verified_documents: count(rows.accuracy.documents),
      checked_fields: checked,
      corrected_fields: corrected,
      rate: accuracyRate(checked, corrected),
    },
    files: {
      stored: count(activity.files_stored),
      bytes: count(activity.files_bytes),
      uploaded: count(activity.files_uploaded),
      uploaded_bytes: count(activity.files_uploaded_bytes),
    },
    chatbot: {
      topics: count(activity.topics),
      topics_created: count(activity.topics_created),
      conversations: count(activity.conversations),
      conversations_started: count(activity.conversations_started),
      questions: series.reduce((sum, bucket) => sum + bucket.questions, 0),
    },
    utilities: utilitiesOf(rows.utilities),
    first_steps: {
      uploaded: count(activity.files_stored) > 0,
      configured: activity.has_configuration,
      chatted: count(activity.topics) > 0 || count(activity.conversations) > 0,
    },
    series,
  };
}
