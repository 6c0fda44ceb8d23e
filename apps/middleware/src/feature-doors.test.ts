import { join, resolve } from 'node:path';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config (eslint.config.js), run through ESLint's Node API.
const repoRoot = resolve(import.meta.dirname, '../../..');
const ZONE_RULE = 'import-x/no-restricted-paths';

// Only the zone rule runs, so the linted files need not exist and no type information is built.
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId === ZONE_RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** What the import-zone rule says of `code` as the file at `path` (from the repository root). */
async function zoneMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, path) });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('middleware features talk through their front doors (lint)', () => {
  it("reports a feature that imports another feature's queries", async () => {
    const messages = await zoneMessages(
      'apps/middleware/src/extractor/lint-fixture.ts',
      "import { findFileById } from '../storage/files.queries';\n",
    );

    expect(messages).toEqual([expect.stringContaining('storage/storage.feature.ts')]);
  });

  it('reports the document database reading the extractor by path', async () => {
    const messages = await zoneMessages(
      'apps/middleware/src/docdb/lint-fixture.ts',
      "import { findDocument } from '../extractor/documents.queries';\n",
    );

    expect(messages).toEqual([expect.stringContaining('extractor/extractor.feature.ts')]);
  });

  it('lets a feature import another through its front door, and the shared layers', async () => {
    const messages = await zoneMessages(
      'apps/middleware/src/extractor/lint-fixture.ts',
      [
        "import { commitUpload } from '../storage/storage.feature';",
        "import { enqueueJob } from '../jobs/job-queue';",
        "import { readBlobBytes } from '../blobs/read-blob';",
        '',
      ].join('\n'),
    );

    expect(messages).toEqual([]);
  });

  it("lets tests, and only tests, use another feature's testing helpers", async () => {
    const helper = "import { createStorageTestApp } from '../storage/testing/storage-test-app';\n";

    expect(await zoneMessages('apps/middleware/src/docdb/lint-fixture.test.ts', helper)).toEqual(
      [],
    );
    expect(await zoneMessages('apps/middleware/src/docdb/lint-fixture.ts', helper)).toHaveLength(1);
  });

  it('reports a shared layer that reaches into a feature', async () => {
    const messages = await zoneMessages(
      'apps/middleware/src/jobs/lint-fixture.ts',
      "import { createIndexFileJob } from '../storage/index/index-file.job';\n",
    );

    expect(messages).toEqual([expect.stringContaining('storage/storage.feature.ts')]);
  });
});
