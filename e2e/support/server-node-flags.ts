import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The Node flags `npm start` runs with (scripts/server-node-flags; scripts/start.sh explains
 * them). Every server a test or a bench starts takes them, or its memory and GC are not
 * production's. No imports of our own: benches load this file without the test runner.
 */
export const SERVER_NODE_FLAGS = readFileSync(
  join(resolve(import.meta.dirname, '../..'), 'scripts/server-node-flags'),
  'utf8',
)
  .trim()
  .split(/\s+/u);
