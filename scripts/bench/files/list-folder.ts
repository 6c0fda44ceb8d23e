// Listing a folder of 10,000 files (issue 5: first page under 50 ms at the median, server time):
// the built middleware in this process on an in-memory PGlite, rows inserted directly, pages
// asked through `app.inject` (routing, auth, queries and JSON, no network).
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { buildApp, loadMiddlewareConfig } from '@folio/middleware';

import { insertBenchAccount } from '../bench-account.ts';
import { median } from '../measure.ts';

const KINDS = ['document', 'image', 'audio', 'archive'] as const;

/** Median milliseconds of the first page of a 10,000-file folder, by sort order. */
export async function benchListFolder(
  files: number,
  runs: number,
): Promise<Record<string, number>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'folio-bench-list-'));
  const config = loadMiddlewareConfig(
    {
      FOLIO_DATA_DIR: dataDir,
      FOLIO_WEB_DIR: join(dataDir, 'no-web'),
      FOLIO_JOBS_IN_PROCESS: '0',
      NODE_ENV: 'production',
    },
    { logLevel: 'silent', database: {} },
  );
  const app = await buildApp(config);
  try {
    const { db } = app.folio.database;
    const email = 'bench@example.com';
    const userId = await insertBenchAccount(db, email);
    const folder = await db
      .insertInto('folders')
      .values({ user_id: userId, empresa: 'demo', name: 'Big' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const start = Date.now() - files * 1000;
    for (let offset = 0; offset < files; offset += 1000) {
      await db
        .insertInto('files')
        .values(
          Array.from({ length: Math.min(1000, files - offset) }, (_, index) => {
            const n = offset + index;
            const filename = `documento-${String(n).padStart(5, '0')}.pdf`;
            const id = randomUUID();
            return {
              id,
              user_id: userId,
              folder_id: folder.id,
              filename,
              name_key: filename,
              blob_key: `files/${userId}/${id}`,
              mime_type: 'application/pdf',
              kind: KINDS[n % KINDS.length] ?? 'document',
              size: 1000 + ((n * 7919) % 100_000),
              sha256: '0'.repeat(64),
              created_at: new Date(start + n * 1000),
            };
          }),
        )
        .execute();
    }
    // The warm-up listing refreshes the planner's statistics (storage/table-statistics.ts).
    const pair = await app.folio.auth.sessions.start({ id: userId, email });
    const headers = { authorization: `Bearer ${pair.accessToken}` };
    const page = (query: Record<string, string>) => async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/storage/files',
        query: { empresa: 'demo', user: email, topico: 'Big', ...query },
        headers,
      });
      if (response.statusCode !== 200) {
        throw new Error(`listFiles answered ${response.statusCode}: ${response.body}`);
      }
    };
    const results: Record<string, number> = {};
    for (const [label, query] of [
      ['date desc (default)', {}],
      ['name asc', { sort: 'name', order: 'asc' }],
      ['size desc', { sort: 'size', order: 'desc' }],
      ['type asc', { sort: 'type', order: 'asc' }],
      ['name fragment q=0042', { q: '0042' }],
    ] as const) {
      await page(query)();
      await app.folio.storage.deps.statistics.settled();
      results[label] = await median(runs, page(query));
    }
    return results;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
