import { SQL_QUESTIONS_RETRIES, SQL_QUESTIONS_RETRY_MS } from '../constants';

/** The calls the SQL-questions rule makes; a face supplies them (SDK calls, a timer). */
export type SqlQuestionCalls<T> = {
  /** SPEC §7 SQL questions: rejects when they cannot be fetched. */
  fetch: () => Promise<T>;
  /** SPEC §7 recreate SQL questions: resolves true when the server answered 200. */
  recreate: () => Promise<boolean>;
  wait: (ms: number) => Promise<void>;
};

/**
 * SPEC §4 SQL questions: "if the first fetch is unsuccessful, the product asks for them to be
 * recreated; if that returns 200 it waits 3 seconds and retries once" (§9: one retry after 3
 * seconds). A failed recreate gives the first fetch's error.
 */
export async function fetchSqlQuestions<T>(calls: SqlQuestionCalls<T>): Promise<T> {
  try {
    return await calls.fetch();
  } catch (firstError) {
    const isRecreated = await calls.recreate().catch(() => false);
    if (!isRecreated) {
      throw firstError;
    }
    let retries = SQL_QUESTIONS_RETRIES;
    for (;;) {
      await calls.wait(SQL_QUESTIONS_RETRY_MS);
      try {
        return await calls.fetch();
      } catch (error) {
        retries -= 1;
        if (retries <= 0) {
          throw error;
        }
      }
    }
  }
}
