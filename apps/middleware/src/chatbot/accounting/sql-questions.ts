import type { Kysely } from 'kysely';

import type { Tables } from '../../db/schema';
import type { Language } from '../engine/words';
import { schemaQuestions } from './question-sql/schema-questions';
import { readTopicSchema } from './store/topic-tables';

const LANGUAGES: readonly Language[] = ['es', 'en'];

/**
 * Makes a topic's SQL questions (SPEC §7) from its tables as they are now, in both languages, and
 * keeps them: after each training, and when a face asks for them to be recreated.
 */
export async function recreateSqlQuestions(
  db: Kysely<Tables>,
  topicId: string,
): Promise<Record<Language, string[]>> {
  const schema = await readTopicSchema(db, topicId);
  const made = { es: schemaQuestions(schema, 'es'), en: schemaQuestions(schema, 'en') };
  for (const language of LANGUAGES) {
    await db
      .insertInto('chat_sql_questions')
      .values({ topic_id: topicId, language, questions: JSON.stringify(made[language]) })
      .onConflict((conflict) =>
        conflict
          .columns(['topic_id', 'language'])
          .doUpdateSet({ questions: JSON.stringify(made[language]), created_at: new Date() }),
      )
      .execute();
  }
  return made;
}

/** A topic's kept SQL questions in `language`, or undefined when none were made (or none fit). */
export async function readSqlQuestions(
  db: Kysely<Tables>,
  topicId: string,
  language: Language,
): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('chat_sql_questions')
    .select('questions')
    .where('topic_id', '=', topicId)
    .where('language', '=', language)
    .executeTakeFirst();
  const questions = row?.questions as string[] | undefined;
  return questions !== undefined && questions.length > 0 ? questions : undefined;
}
