// The accounting chatbot's model path on every bench question (issue 12: "with the mock model the
// bench checks the path (schema in the prompt, SQL validated and run, retry on error), not
// accuracy"). A local OpenAI-compatible server answers each question first with SQL that cannot
// run, then with the question's gold SQL; the product's `answerWithModelSql` must show the schema
// in its prompt, send the error back for its one retry, and run the second SQL through the guard
// and the reader role. From the repository root:
//   node scripts/bench/chat/text2sql-model-path.ts
// Prints counts; never asserted in tests.
import '../../../packages/documents/src/workers/source-hooks.ts';

const { hasText2sqlDev, loadAccountingSet, loadText2sqlDev } =
  await import('./text2sql/question-sets.ts');
const { loadTables } = await import('./text2sql/table-loader.ts');
const { rowsMatch, isOrderCompared } = await import('./text2sql/execution-match.ts');
const { openTestDatabase } = await import('../../../apps/middleware/src/db/testing.ts');
const { createAiProviders } = await import('../../../apps/middleware/src/ai/ai-providers.ts');
const { answerWithModelSql } =
  await import('../../../apps/middleware/src/chatbot/accounting/model-sql.ts');
const { runQuestionSql } =
  await import('../../../apps/middleware/src/chatbot/accounting/sql/run-question-sql.ts');
const { startMockLlmServer } =
  await import('../../../apps/middleware/src/ai/testing/mock-llm-server.ts');

if (!hasText2sqlDev()) {
  console.log('text2sql-dev not found (set FOLIO_DATASETS_DIR)');
  process.exit(1);
}

const llm = await startMockLlmServer();
const model = createAiProviders({
  openaiApiKey: 'sk-bench',
  openaiBaseUrl: `${llm.url}/v1`,
}).resolve('gpt-4o-mini');
if (model === undefined) {
  throw new Error('the OpenAI provider did not resolve');
}
const db = await openTestDatabase();
const today = new Date().toISOString().slice(0, 10);
const databases = [...(await loadText2sqlDev()), ...[(await loadAccountingSet()) ?? []].flat()];

const counts = { questions: 0, schemaInPrompt: 0, retried: 0, ran: 0, refused: 0, rowsAsGold: 0 };
const refusals = new Map<string, number>();
for (const database of databases) {
  const tables = await loadTables(db, `path-${database.name}`, database.tables);
  const topicId = tables.topicId;
  for (const question of database.questions) {
    const gold = question.gold[0];
    if (gold === undefined) {
      continue;
    }
    counts.questions += 1;
    llm.reset();
    llm.reply(
      {
        content: JSON.stringify({
          sql: `SELECT "no_such_column" FROM "${database.tables[0]?.name ?? 'x'}"`,
        }),
      },
      { content: JSON.stringify({ sql: gold.sql }) },
    );
    const result = await answerWithModelSql({
      model,
      question: question.question,
      schema: tables.schema,
      language: question.db === 'accounting-es' ? 'es' : 'en',
      today,
      withValues: true,
      run: (sql) => runQuestionSql(db, topicId, tables.schema, sql),
    });
    const [first, second] = llm.requests.map((request) => JSON.stringify(request.body));
    if (database.tables.every((table) => first?.includes(table.name))) {
      counts.schemaInPrompt += 1;
    }
    if (second?.includes('no_such_column') === true && second.includes('failed')) {
      counts.retried += 1;
    }
    if (!result.ok) {
      counts.refused += 1;
      refusals.set(result.refusal, (refusals.get(result.refusal) ?? 0) + 1);
      continue;
    }
    counts.ran += 1;
    const expected = await tables.query(gold.sql);
    if (rowsMatch(result.result.rows, expected, isOrderCompared(question.category, gold.sql))) {
      counts.rowsAsGold += 1;
    }
  }
}
await llm.close();
await db.close();

const share = (count: number) =>
  `${String(count)}/${String(counts.questions)} (${((100 * count) / counts.questions).toFixed(1)}%)`;
console.log('Accounting chatbot, model path with a local OpenAI-compatible server (issue 12)');
console.log(`  schema (every table) in the prompt   ${share(counts.schemaInPrompt)}`);
console.log(`  error sent back for the one retry    ${share(counts.retried)}`);
console.log(`  retried SQL checked and run          ${share(counts.ran)}`);
console.log(`  its rows are the gold SQL's rows      ${share(counts.rowsAsGold)}`);
console.log(
  `  gold SQL refused by the guard        ${share(counts.refused)}${
    refusals.size > 0
      ? ` (${[...refusals].map(([kind, n]) => `${kind} ${String(n)}`).join(', ')})`
      : ''
  }`,
);
