// Where an accounting topic's rows live: a schema of their own. The reader role (migration 0014)
// holds no standing rights: each question grants it the one topic's schema inside a transaction
// that is rolled back, so it can read that topic's tables and nothing else, not even another
// topic of the same user.

/** The role every question runs as. */
export const TABLE_READER_ROLE = 'folio_table_reader';

/** A topic's schema: `topic_` and its id's hex digits. */
export function topicSchemaName(topicId: string): string {
  const hex = topicId.replaceAll('-', '').toLowerCase();
  if (!/^[0-9a-f]{32}$/u.test(hex)) {
    throw new Error(`not a topic id: ${topicId}`);
  }
  return `topic_${hex}`;
}
