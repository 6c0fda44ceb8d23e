import { sql, type Kysely, type RawBuilder } from 'kysely';

import type { Tables } from '../db/schema';
import type { PeriodRequest } from './period';

type Db = Kysely<Tables>;

/** A period placed in time: its instants, the local day asked for, and its series' steps. */
export type PeriodBounds = {
  /** The local day (`YYYY-MM-DD`) the period was asked for. */
  date: string;
  /** Local midnight of the first day, as an instant. */
  start: Date;
  /** The next period's start (excluded). */
  end: Date;
  /** Each step's local start, `YYYY-MM-DDTHH:mm`, in order. */
  buckets: string[];
  /** Each step's start as an instant, in the same order (what rows are sorted into). */
  bucketStarts: Date[];
};

type BoundsRow = {
  date: string;
  start: Date | string;
  end: Date | string;
  buckets: string[];
  bucket_starts: (Date | string)[] | string;
};

/**
 * PGlite answers a timestamptz[] as PostgreSQL's text (`{"2025-03-01 00:00:00+00",...}`) where
 * node-postgres parses it; both become Dates here.
 */
function readInstants(value: BoundsRow['bucket_starts']): Date[] {
  const items = Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter((item) => item !== '')
        .map((item) => item.replace(/^"|"$/g, ''));
  return items.map((item) => new Date(item));
}

/**
 * The instants a period starts and ends at: its local midnight and the next period's, read back
 * through the zone's rules (`AT TIME ZONE`), so a week across a daylight-saving change is 167 or
 * 169 hours and each day starts at its own midnight. The steps are local times, one per hour, day
 * or month, each with the instant it starts at. PostgreSQL answers 22023 for a zone it does not
 * know (the caller maps it).
 */
export async function selectPeriodBounds(db: Db, period: PeriodRequest): Promise<PeriodBounds> {
  const { timeZone, unit, bucket } = period;
  const day =
    period.date === undefined
      ? sql<string>`(now() AT TIME ZONE ${timeZone})::date`
      : sql<string>`${period.date}::date`;
  const length = sql.lit(`1 ${unit}`);
  const step = sql.lit(`1 ${bucket}`);
  const result = await sql<BoundsRow>`
    WITH local AS (
      SELECT day, date_trunc(${unit}, day::timestamp) AS first
      FROM (SELECT ${day} AS day) AS anchor
    ), steps AS (
      SELECT step
      FROM local, generate_series(first, first + interval ${length} - interval ${step}, interval ${step}) AS step
    )
    SELECT
      to_char(day, 'YYYY-MM-DD') AS date,
      first AT TIME ZONE ${timeZone} AS start,
      (first + interval ${length}) AT TIME ZONE ${timeZone} AS end,
      ARRAY(SELECT to_char(step, 'YYYY-MM-DD"T"HH24:MI') FROM steps ORDER BY step) AS buckets,
      ARRAY(SELECT step AT TIME ZONE ${timeZone} FROM steps ORDER BY step) AS bucket_starts
    FROM local
  `.execute(db);
  const row = result.rows[0];
  if (!row) {
    throw new Error('the period query answered no row');
  }
  return {
    date: row.date,
    start: new Date(row.start),
    end: new Date(row.end),
    buckets: row.buckets,
    bucketStarts: readInstants(row.bucket_starts),
  };
}

/**
 * The step an instant column falls in (SQL): 1 for the first step, as `width_bucket` counts,
 * found by binary search among the steps' instants, so a row costs no time-zone arithmetic.
 */
export function stepOf(column: string, bucketStarts: readonly Date[]): RawBuilder<number> {
  const instants = bucketStarts.map((instant) => instant.toISOString());
  return sql<number>`width_bucket(${sql.ref(column)}, ${instants}::timestamptz[])`;
}
