// The figures of the dashboard outside the extractor: the page balance, files stored and
// uploaded, chatbot topics, conversations and questions, the pages training spent, and whether
// each of the three first steps was ever taken. One statement of scalar subqueries, each over
// one user's rows (and, for the period's figures, their range), plus the questions by step.
import { sql, type Kysely } from 'kysely';

import type { Tables } from '../db/schema';
import type { PeriodScope } from './extraction.queries';
import { stepOf } from './period.queries';

type Db = Kysely<Tables>;

/** The figures of one statement; PostgreSQL answers counts and sums of bigints as text. */
export type ActivityRow = {
  balance: number | null;
  files_stored: string;
  files_bytes: string;
  files_uploaded: string;
  files_uploaded_bytes: string;
  training_pages: string;
  topics: string;
  topics_created: string;
  conversations: string;
  conversations_started: string;
  has_configuration: boolean;
};

/**
 * Stocks as of now (balance, files, topics, conversations) and the period's flows (uploads,
 * training pages, new topics and conversations; the questions come by step, below). The global-search topic is the
 * user's search box, not a topic they made: it is not counted.
 */
export async function selectActivity(db: Db, scope: PeriodScope): Promise<ActivityRow> {
  const { userId, start, end } = scope;
  const result = await sql<ActivityRow>`
    SELECT
      (SELECT balance_pages FROM users WHERE id = ${userId}) AS balance,
      files.stored AS files_stored, files.bytes AS files_bytes,
      files.uploaded AS files_uploaded, files.uploaded_bytes AS files_uploaded_bytes,
      (SELECT coalesce(sum(pages), 0) FROM chat_topic_files
        WHERE user_id = ${userId} AND status = 'trained'
          AND updated_at >= ${start} AND updated_at < ${end}) AS training_pages,
      topics.topics, topics.topics_created,
      (SELECT count(*) FROM chat_conversations WHERE user_id = ${userId}) AS conversations,
      (SELECT count(*) FROM chat_conversations
        WHERE user_id = ${userId} AND created_at >= ${start} AND created_at < ${end}) AS conversations_started,
      EXISTS (SELECT 1 FROM configurations WHERE user_id = ${userId}) AS has_configuration
    FROM
      (SELECT count(*) AS stored, coalesce(sum(size), 0) AS bytes,
          count(*) FILTER (WHERE created_at >= ${start} AND created_at < ${end}) AS uploaded,
          coalesce(sum(size) FILTER (WHERE created_at >= ${start} AND created_at < ${end}), 0) AS uploaded_bytes
        FROM files WHERE user_id = ${userId}) AS files,
      (SELECT count(*) AS topics,
          count(*) FILTER (WHERE created_at >= ${start} AND created_at < ${end}) AS topics_created
        FROM chat_topics WHERE user_id = ${userId} AND NOT is_global) AS topics
  `.execute(db);
  const row = result.rows[0];
  if (!row) {
    throw new Error('the activity query answered no row');
  }
  return row;
}

/** Questions asked in one step of the period (1 for the first). */
export type QuestionGroupRow = { step: number; questions: string };

/** The period's questions (messages sent to the chatbot) by step. */
export async function selectQuestionGroups(
  db: Db,
  scope: PeriodScope,
): Promise<QuestionGroupRow[]> {
  const step = stepOf('created_at', scope.bucketStarts);
  const result = await sql<QuestionGroupRow>`
    SELECT ${step} AS step, count(*) AS questions
    FROM chat_messages
    WHERE user_id = ${scope.userId} AND created_at >= ${scope.start} AND created_at < ${scope.end}
    GROUP BY 1
  `.execute(db);
  return result.rows;
}
