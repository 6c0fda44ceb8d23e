// The dashboard's aggregate call (issue 13: "under 100 ms at the server for a user with 10,000
// documents"): the built middleware in this process, rows inserted directly for two users with a
// year of work each (10,000 documents in 100 runs, their 10,000 PDFs in Files, topics,
// conversations, questions, 5,000 utility uses), then getDashboard asked through `app.inject` (routing, auth,
// validation, every statement, JSON; no network) for each period, and its percentiles printed
// against the target. Build first (`pnpm build`), then `node scripts/bench/dashboard/aggregate.ts`.
// FOLIO_BENCH_DOCUMENTS (10000), FOLIO_BENCH_UTILITY_USES (5000) and FOLIO_BENCH_RUNS (100: timed
// calls per period) size it. On an
// in-memory PGlite by default; FOLIO_TEST_DATABASE_URL=postgres://... runs it on a throwaway
// PostgreSQL database instead, vacuumed and analysed after the load as autovacuum would within a
// minute of it (PGlite runs no autovacuum: it is measured as the product leaves it);
// FOLIO_BENCH_VACUUM=1 or 0 says otherwise. Prints numbers; asserts nothing.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp, loadMiddlewareConfig } from '@folio/middleware';

import { createTestDatabase, type TestDatabase } from '../../../e2e/support/test-database.ts';
import { insertBenchAccount } from '../bench-account.ts';

const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DOCUMENTS = numberFrom('FOLIO_BENCH_DOCUMENTS', 10_000);
const RUNS = numberFrom('FOLIO_BENCH_RUNS', 100);
const DOCUMENTS_PER_RUN = 100;
const TARGET_MS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE = 'Europe/Madrid';
const UTILITY_USES = numberFrom('FOLIO_BENCH_UTILITY_USES', 5_000);
const UTILITY_TOOLS = ['combinePdfs', 'splitPdf', 'pdfsToZip', 'htmlToPdf', 'imagesToPdf'];

type Db = Awaited<ReturnType<typeof buildApp>>['folio']['database']['db'];

/** A stored value as the extractor keeps it, with where it came from. */
const value = (text: string | number, edited: boolean) => ({
  value: text,
  raw: String(text),
  page: 1,
  box: [10, 20, 110, 32],
  confidence: 0.92,
  provenance: 'text',
  ...(edited ? { edited: true } : {}),
});

const HEADER_NAMES = ['Numero', 'Fecha', 'Emisor', 'NifEmisor', 'Receptor', 'Base', 'Iva', 'Total'];
const DETAIL_NAMES = ['Concepto', 'Cantidad', 'Precio', 'Importe'];
const STATES = [
  'auto_verified',
  'auto_verified',
  'verified',
  'manually_verified',
  'requires_verification',
  'missing_rows',
  'not_verified',
] as const;

/** Document `n` of a user's year: a state, a few corrections when a person verified it. */
function documentOf(n: number, edited: number) {
  const headers = Object.fromEntries(
    HEADER_NAMES.map((name, index) => [name, value(`${name}-${n}`, index < edited)]),
  );
  const items = Array.from({ length: 5 }, (_, row) =>
    Object.fromEntries(
      DETAIL_NAMES.map((name, index) => [name, value(row * 10 + index, row === 0 && edited > 2)]),
    ),
  );
  return {
    headers: JSON.stringify(headers),
    items: JSON.stringify(items),
    available_fields: JSON.stringify({ headers: HEADER_NAMES, details: DETAIL_NAMES }),
  };
}

/** A year of one user's work, spread evenly back from now. */
async function seedUser(db: Db, userId: string): Promise<void> {
  const now = Date.now();
  const at = (n: number, of: number) => new Date(now - ((of - n) / of) * 365 * DAY_MS);
  const folder = await db
    .insertInto('folders')
    .values({ user_id: userId, empresa: 'demo', name: 'Facturas' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const configuration = await db
    .insertInto('configurations')
    .values({
      user_id: userId,
      name: 'Facturas',
      document_type: 'invoice',
      attributes: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let first = 0; first < DOCUMENTS; first += DOCUMENTS_PER_RUN) {
    const run = await db
      .insertInto('extraction_runs')
      .values({
        user_id: userId,
        configuration_id: configuration.id,
        zip_name: `lote-${first / DOCUMENTS_PER_RUN}.zip`,
        status: 'succeeded',
        created_at: at(first, DOCUMENTS),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const count = Math.min(DOCUMENTS_PER_RUN, DOCUMENTS - first);
    const files = Array.from({ length: count }, (_, index) => {
      const id = randomUUID();
      const filename = `factura-${first + index}.pdf`;
      return {
        id,
        user_id: userId,
        folder_id: folder.id,
        filename,
        name_key: filename,
        blob_key: `files/${userId}/${id}`,
        mime_type: 'application/pdf',
        kind: 'document' as const,
        size: 50_000 + ((first + index) % 97) * 1000,
        sha256: '0'.repeat(64),
        created_at: at(first, DOCUMENTS),
      };
    });
    await db.insertInto('files').values(files).execute();
    await db
      .insertInto('extracted_documents')
      .values(
        files.map((file, index) => {
          const n = first + index;
          const state = STATES[n % STATES.length] ?? 'not_verified';
          const isPersonVerified = state === 'verified' || state === 'manually_verified';
          const created = at(n, DOCUMENTS);
          return {
            user_id: userId,
            configuration_id: configuration.id,
            run_id: run.id,
            file_id: file.id,
            file_name: file.filename,
            pages: 1 + (n % 3),
            status: n % 50 === 0 ? ('failed' as const) : ('done' as const),
            state,
            ...documentOf(n, isPersonVerified ? n % 4 : 0),
            created_at: created,
            verified_at: state.endsWith('verified') && state !== 'not_verified' ? created : null,
          };
        }),
      )
      .execute();
  }
  const topics = [];
  for (let index = 0; index < 10; index++) {
    topics.push(
      await db
        .insertInto('chat_topics')
        .values({ user_id: userId, name: `tema${index}`, created_at: at(index * 30, 300) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  }
  for (let index = 0; index < 300; index++) {
    const conversation = await db
      .insertInto('chat_conversations')
      .values({
        topic_id: topics[index % topics.length]?.id ?? '',
        user_id: userId,
        name: `Conversación ${index}`,
        created_at: at(index, 300),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('chat_messages')
      .values(
        Array.from({ length: 10 }, (_, message) => ({
          conversation_id: conversation.id,
          user_id: userId,
          user_message: '¿Cuál es el total facturado?',
          bot_response: 'El total es 1.234,56 €.',
          status: 'done',
          created_at: at(index * 10 + message, 3000),
        })),
      )
      .execute();
  }
  // Utilities used (the seventh statement, by tool and step): a busy year of calls.
  for (let batch = 0; batch < UTILITY_USES; batch += 1000) {
    const size = Math.min(1000, UTILITY_USES - batch);
    await db
      .insertInto('utility_uses')
      .values(
        Array.from({ length: size }, (_, index) => {
          const n = batch + index;
          return {
            user_id: userId,
            tool: UTILITY_TOOLS[n % UTILITY_TOOLS.length] ?? 'splitPdf',
            files: 1 + (n % 3),
            pages: n % 5 === 3 ? null : 2 + (n % 7),
            duration_ms: 40 + (n % 200),
            used_at: at(n, UTILITY_USES),
          };
        }),
      )
      .execute();
  }
}

/** The p-th percentile of sorted times. */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const dataDir = await mkdtemp(join(tmpdir(), 'folio-bench-dashboard-'));
const adminUrl = process.env['FOLIO_TEST_DATABASE_URL'];
const database: TestDatabase | undefined = adminUrl
  ? await createTestDatabase(adminUrl)
  : undefined;
const config = loadMiddlewareConfig(
  {
    FOLIO_DATA_DIR: dataDir,
    FOLIO_WEB_DIR: join(dataDir, 'no-web'),
    FOLIO_JOBS_IN_PROCESS: '0',
    NODE_ENV: 'production',
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
  { logLevel: 'silent', ...(database ? {} : { database: {} }) },
);
const app = await buildApp(config);
try {
  const db: Db = app.folio.database.db;
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}; ${app.folio.database.kind}; ${DOCUMENTS} documents a user, 2 users`,
  );
  const seeding = performance.now();
  const email = 'bench@example.com';
  const userId = await insertBenchAccount(db, email);
  await seedUser(db, userId);
  // Another user as busy, so every figure has to find its own user's rows among others'.
  await seedUser(db, await insertBenchAccount(db, 'other@example.com'));
  const vacuum =
    process.env['FOLIO_BENCH_VACUUM'] ?? (app.folio.database.kind === 'postgres' ? '1' : '0');
  if (vacuum === '1') {
    await app.folio.database.execScript('VACUUM ANALYZE');
  }
  console.log(
    `seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s` +
      (vacuum === '1' ? ', then VACUUM ANALYZE' : ', no VACUUM or ANALYZE'),
  );
  const countOf = async (
    table: 'extracted_documents' | 'files' | 'chat_messages' | 'utility_uses',
  ) =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('rows'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).rows;
  console.log(
    `the user: ${await countOf('extracted_documents')} documents, ${await countOf('files')} files, ` +
      `${await countOf('chat_messages')} questions, ${await countOf('utility_uses')} utility uses\n`,
  );

  const pair = await app.folio.auth.sessions.start({ id: userId, email });
  const headers = { authorization: `Bearer ${pair.accessToken}` };
  const ask = async (period: string) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({
      method: 'GET',
      url: '/api/dashboard',
      query: { empresa: 'demo', user: email, period, timeZone: TIME_ZONE },
      headers,
    });
    const elapsed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (response.statusCode !== 200) {
      throw new Error(`getDashboard answered ${response.statusCode}: ${response.body}`);
    }
    const body = response.json<{
      data: { documents: { processed: number }; utilities: { uses: number } };
    }>();
    return { elapsed, cpu: (used.user + used.system) / 1000, body };
  };
  const line = (times: number[]) => {
    times.sort((a, b) => a - b);
    const [p50, p90, p99] = [50, 90, 99].map((p) => percentile(times, p).toFixed(1));
    return { p50: percentile(times, 50), text: `p50 ${p50} | p90 ${p90} | p99 ${p99}` };
  };
  console.log(
    `getDashboard, ${TIME_ZONE}, ${RUNS} calls a period after 5 warm-ups, in ms; target ${TARGET_MS} ms.\n` +
      "wall: server time as the caller waits; cpu: the process's CPU time for the call (the database " +
      'included on PGlite), which a busy machine disturbs less',
  );
  for (const period of ['today', 'week', 'month', 'year']) {
    for (let index = 0; index < 5; index++) {
      await ask(period);
    }
    const wall: number[] = [];
    const cpu: number[] = [];
    let processed = 0;
    let uses = 0;
    for (let index = 0; index < RUNS; index++) {
      const result = await ask(period);
      wall.push(result.elapsed);
      cpu.push(result.cpu);
      processed = result.body.data.documents.processed;
      uses = result.body.data.utilities.uses;
    }
    const [byWall, byCpu] = [line(wall), line(cpu)];
    const verdict = byWall.p50 < TARGET_MS ? 'under target' : 'OVER TARGET';
    console.log(
      `${period.padEnd(6)} ${String(processed).padStart(5)} documents, ` +
        `${String(uses).padStart(4)} utility uses | wall ${byWall.text} | ` +
        `cpu ${byCpu.text} | ${verdict}`,
    );
  }
} finally {
  await app.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}
