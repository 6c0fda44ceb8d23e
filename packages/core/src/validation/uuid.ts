// Ids of rows are uuids (any version): a value that is not one cannot name a row, so callers
// refuse it before asking the database, which would fail on the cast.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Whether a value is a uuid written in its canonical 8-4-4-4-12 hex form. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
