// Column types shared by the tables: how timestamps and jsonb read and write.
import type { ColumnType } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or an ISO string. */
export type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/**
 * A jsonb column. Values are written as JSON text (`JSON.stringify`), never as JS objects: the
 * `pg` driver would turn a JS array into a PostgreSQL array rather than a JSON one.
 */
export type Json = ColumnType<unknown, string, string>;

export type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;

/** A jsonb column read back as `T`; written as JSON text like `Json`. */
export type JsonOf<T> = ColumnType<T, string, string>;
