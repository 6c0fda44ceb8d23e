import { sql, type RawBuilder } from 'kysely';

import type { Language } from '../engine/words';

/** The full-text configuration of each language. */
export const TEXT_SEARCH_CONFIG: Record<Language, string> = { es: 'spanish', en: 'english' };

/**
 * A tsquery matching any of `words` in `language`. Words are letters and digits only (they come
 * from `questionTerms`), so joining them with `|` cannot break `to_tsquery`'s syntax; stop words
 * are dropped by PostgreSQL.
 */
export function anyWordQuery(words: readonly string[], language: Language): RawBuilder<unknown> {
  return sql`to_tsquery(${sql.lit(TEXT_SEARCH_CONFIG[language])}, ${words.join(' | ')})`;
}
