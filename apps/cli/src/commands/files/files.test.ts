import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { filesHarness } from '../../testing/files-harness';

import type { UploadReport } from './upload';

let dir: string;
let harness: Awaited<ReturnType<typeof filesHarness>>;
const at = (...parts: string[]) => join(dir, ...parts);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-files-test-'));
  harness = await filesHarness(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A local folder `docs` with three documents, a hidden file and a nested folder. */
async function makeDocs() {
  await mkdir(at('docs', 'nested'), { recursive: true });
  await mkdir(at('docs', '.git'));
  await writeFile(at('docs', 'a.pdf'), '%PDF-a');
  await writeFile(at('docs', 'b.txt'), 'the invoice total');
  await writeFile(at('docs', 'nested', 'c.md'), '# c');
  await writeFile(at('docs', '.DS_Store'), 'x');
  await writeFile(at('docs', '.git', 'config'), 'x');
}

describe('folio files upload', () => {
  it('uploads a folder recursively, without hidden files, keeping only the names', async () => {
    await makeDocs();
    await harness.folio(['files', 'mkdir', 'facturas']);
    const run = await harness.folio(['--json', 'files', 'upload', at('docs'), '--to', 'facturas']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    const report = JSON.parse(run.stdout) as UploadReport;
    expect(report.folder).toBe('facturas');
    expect(report.uploaded.map((entry) => entry.blobName)).toEqual([
      'facturas/a.pdf',
      'facturas/b.txt',
      'facturas/c.md',
    ]);
    expect(report.failed).toEqual([]);
    // Small files go in one form call.
    expect(harness.storage.requests.filter((r) => r === 'POST /storage/upload')).toHaveLength(1);
  });

  it('prints one line per file and a summary without --json, to uploads by default', async () => {
    await writeFile(at('one.txt'), 'hello');
    const run = await harness.folio(['files', 'upload', at('one.txt')]);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe(
      `Uploaded ${at('one.txt')} as uploads/one.txt (5 B)\n` +
        '1 uploaded to uploads (5 B), 0 already there, 0 failed\n',
    );
  });

  it('refuses types and sizes the server does not take before sending, and exits 1', async () => {
    await writeFile(at('setup.exe'), 'MZ');
    await writeFile(at('empty.txt'), '');
    await writeFile(at('big.pdf'), Buffer.alloc(2 * 1024 * 1024));
    await writeFile(at('ok.txt'), 'fine');
    const run = await harness.folio([
      '--json',
      'files',
      'upload',
      at('setup.exe'),
      at('empty.txt'),
      at('big.pdf'),
      at('ok.txt'),
    ]);

    expect(run.exitCode).toBe(1);
    const report = JSON.parse(run.stdout) as UploadReport;
    expect(report.uploaded.map((entry) => entry.blobName)).toEqual(['uploads/ok.txt']);
    expect(report.failed.map(({ path, errorCode }) => ({ path, errorCode }))).toEqual([
      { path: at('big.pdf'), errorCode: 'PAYLOAD_TOO_LARGE' },
      { path: at('empty.txt'), errorCode: 'FILE_VALIDATION_ERROR' },
      { path: at('setup.exe'), errorCode: 'UNSUPPORTED_MEDIA_TYPE' },
    ]);
    expect(run.stderr).toContain(
      `${at('setup.exe')}: .exe files are not accepted (allowed: pdf, txt, md, png)`,
    );
    expect(run.stderr).toContain(`${at('big.pdf')}: the file is 2.0 MB; the limit is 1 MB`);
    expect(harness.storage.files.map((file) => file.blob_name)).toEqual(['uploads/ok.txt']);
  });

  it('names an unknown folder and sends nothing', async () => {
    await writeFile(at('one.txt'), 'hello');
    const run = await harness.folio(['files', 'upload', at('one.txt'), '--to', 'nowhere']);

    expect(run).toMatchObject({ exitCode: 1, stdout: '' });
    expect(run.stderr).toBe(
      'You have no folder named nowhere. folio files tree lists your folders; folio files mkdir creates one.\n',
    );
    expect(harness.storage.requests).not.toContain('POST /storage/upload');
  });

  it('does not send again a file already there with the same content', async () => {
    await writeFile(at('one.txt'), 'hello');
    await writeFile(at('two.txt'), 'world');
    harness.storage.seed('uploads', 'one.txt', 'hello');
    harness.storage.seed('uploads', 'two.txt', 'other');
    const run = await harness.folio(['--json', 'files', 'upload', at('one.txt'), at('two.txt')]);

    const report = JSON.parse(run.stdout) as UploadReport;
    expect(report.unchanged).toEqual([{ path: at('one.txt'), blobName: 'uploads/one.txt' }]);
    // Same name, other content: kept both, as the server does.
    expect(report.uploaded.map((entry) => entry.blobName)).toEqual(['uploads/two (1).txt']);
  });

  it('sends a refused batch again file by file, so only the bad file fails', async () => {
    await writeFile(at('a.txt'), 'a');
    await writeFile(at('b.txt'), 'b');
    harness.storage.refuseFile('a.txt', 'UNSUPPORTED_MEDIA_TYPE', 415);
    const run = await harness.folio(['--json', 'files', 'upload', at('a.txt'), at('b.txt')]);

    const report = JSON.parse(run.stdout) as UploadReport;
    expect(report.uploaded.map((entry) => entry.blobName)).toEqual(['uploads/b.txt']);
    expect(report.failed).toMatchObject([
      { path: at('a.txt'), errorCode: 'UNSUPPORTED_MEDIA_TYPE' },
    ]);
    expect(run.exitCode).toBe(1);
    // The batch, then each file alone.
    expect(harness.storage.requests.filter((r) => r === 'POST /storage/upload')).toHaveLength(3);
  });

  it('fails clearly on a missing path before sending anything', async () => {
    const run = await harness.folio(['files', 'upload', at('nowhere.pdf')]);

    expect(run).toMatchObject({ exitCode: 1, stderr: `Not found: ${at('nowhere.pdf')}\n` });
    expect(harness.storage.requests).toEqual([]);
  });
});

describe('folio files ls and tree', () => {
  it('lists a folder as a table with size, date, tags and index status', async () => {
    harness.storage.seed('uploads', 'informe.pdf', 'x'.repeat(1536));
    harness.storage.files[0]?.tags.push('q1', 'ventas');
    const run = await harness.folio(['files', 'ls', 'uploads']);

    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe(
      'NAME           SIZE  DATE        TAGS        INDEX\n' +
        'informe.pdf  1.5 KB  31/01/2024  q1, ventas  indexed\n',
    );
  });

  it('says why a file could not be indexed', async () => {
    harness.storage.seed('uploads', 'bomba.docx', 'x');
    Object.assign(harness.storage.files[0] ?? {}, {
      index_status: 'failed',
      index_error: 'too-complex',
    });
    const run = await harness.folio(['files', 'ls', 'uploads']);
    expect(run.stdout).toContain('bomba.docx');
    expect(run.stdout).toContain('failed (the file is too complex)');
  });

  it('pages through every file with --all and reports them with --json', async () => {
    for (let index = 0; index < 205; index += 1) {
      harness.storage.seed('uploads', `f${index}.txt`, 'x');
    }
    const first = await harness.folio(['--json', 'files', 'ls']);
    const all = await harness.folio(['--json', 'files', 'ls', '--all']);

    expect(JSON.parse(first.stdout)).toMatchObject({ folder: null, total: 205, nextCursor: '50' });
    const report = JSON.parse(all.stdout) as { files: unknown[]; nextCursor: string | null };
    expect(report.files).toHaveLength(205);
    expect(report.nextCursor).toBeNull();
  });

  it('says there are more on stderr when a page is not everything', async () => {
    harness.storage.seed('uploads', 'a.txt', 'a');
    harness.storage.seed('uploads', 'b.txt', 'b');
    const run = await harness.folio(['files', 'ls', '--limit', '1']);

    expect(run.stderr).toBe('Showing 1 of 2 files; --all lists every one.\n');
  });

  it('shows the folders with counts and their files, system folders marked', async () => {
    await harness.folio(['files', 'mkdir', 'facturas']);
    harness.storage.seed('facturas', 'a.pdf', 'aa');
    harness.storage.seed('facturas', 'b.pdf', 'b');
    const run = await harness.folio(['files', 'tree']);

    expect(run.stdout).toBe(
      [
        'chatbot/ (system)  0 files, 0 B',
        'extractor/ (system)  0 files, 0 B',
        'uploads/ (system)  0 files, 0 B',
        'facturas/  2 files, 3 B',
        '├── a.pdf  2 B',
        '└── b.pdf  1 B',
        '',
      ].join('\n'),
    );
  });
});

describe('folio files download', () => {
  beforeEach(() => {
    harness.storage.seed('uploads', 'a.txt', 'alpha');
    harness.storage.seed('uploads', 'b.txt', 'beta');
  });

  it('writes one file under its name, and refuses to replace it without --force', async () => {
    const out = at('a-copy.txt');
    const run = await harness.folio(['files', 'download', 'uploads/a.txt', '--out', out]);

    expect(run).toMatchObject({ exitCode: 0, stdout: `Wrote ${out} (5 B)\n` });
    expect(await readFile(out, 'utf8')).toBe('alpha');
    const again = await harness.folio(['files', 'download', 'uploads/a.txt', '--out', out]);
    expect(again).toMatchObject({
      exitCode: 1,
      stderr: `${out} already exists: use --force to replace it\n`,
    });
  });

  it('writes several as one ZIP, or each into a folder given with --out', async () => {
    const zip = await harness.folio([
      'files',
      'download',
      'uploads/a.txt',
      'uploads/b.txt',
      '-o',
      at('both.zip'),
    ]);
    expect(zip.exitCode).toBe(0);
    expect(await readFile(at('both.zip'), 'utf8')).toBe('ZIP:uploads/a.txt,uploads/b.txt');

    await mkdir(at('out'));
    const each = await harness.folio([
      '--json',
      'files',
      'download',
      'uploads/a.txt',
      'uploads/b.txt',
      '-o',
      at('out'),
    ]);
    expect(JSON.parse(each.stdout)).toEqual({
      files: [
        { blobName: 'uploads/a.txt', output: at('out', 'a.txt'), bytes: 5 },
        { blobName: 'uploads/b.txt', output: at('out', 'b.txt'), bytes: 4 },
      ],
      zip: null,
    });
  });

  it('refuses a name that is not folder/file', async () => {
    const run = await harness.folio(['files', 'download', 'a.txt']);

    expect(run.exitCode).toBe(1);
    expect(run.stderr).toContain('Not a stored file name: a.txt');
  });
});

describe('folio files rm, mkdir, mv, cp, tag', () => {
  it('needs --yes without a terminal, then deletes all the files in one call', async () => {
    harness.storage.seed('uploads', 'a.txt', 'a');
    const refused = await harness.folio(['files', 'rm', 'uploads/a.txt']);
    expect(refused).toMatchObject({
      exitCode: 1,
      stderr: 'Deleting needs confirmation: add --yes (folio asks only on a terminal)\n',
    });
    expect(harness.storage.files).toHaveLength(1);

    const run = await harness.folio(['--json', 'files', 'rm', '--yes', 'uploads/a.txt']);
    expect(JSON.parse(run.stdout)).toEqual({ deleted: ['uploads/a.txt'] });
    expect(harness.storage.files).toHaveLength(0);
  });

  it('refuses to delete a system folder and keeps the session', async () => {
    const run = await harness.folio(['files', 'rm', '--folder', 'uploads', '--yes']);

    expect(run).toMatchObject({
      exitCode: 1,
      stderr: 'System folders cannot be renamed, moved or deleted.\n',
    });
    expect((await harness.folio(['whoami'])).exitCode).toBe(0);
  });

  it('moves files to a folder and renames a folder', async () => {
    harness.storage.seed('uploads', 'a.txt', 'a');
    await harness.folio(['files', 'mkdir', 'facturas', '--color', 'green']);
    const moved = await harness.folio(['files', 'mv', 'uploads/a.txt', '--to', 'facturas']);
    expect(moved.stdout).toBe('Moved uploads/a.txt to facturas/a.txt\n');

    const renamed = await harness.folio(['files', 'mv', '--folder', 'facturas', 'recibos']);
    expect(renamed.stdout).toBe('Renamed the folder facturas to recibos\n');

    const wrong = await harness.folio(['files', 'mv', 'uploads/a.txt']);
    expect(wrong.stderr).toBe('Say where to move the files with --to <folder>\n');
  });

  it('copies a file into a folder under its own name', async () => {
    harness.storage.seed('uploads', 'a.txt', 'a');
    await harness.folio(['files', 'mkdir', 'copias']);
    const run = await harness.folio(['files', 'cp', 'uploads/a.txt', 'copias']);

    expect(run.stdout).toBe('Copied uploads/a.txt to copias/a.txt\n');
  });

  it('adds and removes tags and clears the description', async () => {
    harness.storage.seed('uploads', 'a.txt', 'a');
    const file = harness.storage.files[0];
    file?.tags.push('old');
    if (file) {
      file.description = 'before';
    }
    const run = await harness.folio([
      'files',
      'tag',
      'uploads/a.txt',
      '--add',
      'q1,ventas',
      '--add',
      'Q1',
      '--remove',
      'OLD',
      '--description',
      '',
    ]);

    expect(run.stdout).toBe('uploads/a.txt: tags q1, ventas; description (none)\n');
  });
});

describe('folio files search', () => {
  beforeEach(() => {
    harness.storage.seed('uploads', 'factura.txt', 'the invoice total');
  });

  it('shows each hit with its page and the snippet without markers off a terminal', async () => {
    const run = await harness.folio(['files', 'search', 'invoice']);

    expect(run.stdout).toBe('uploads/factura.txt  page 1  17 B\n    … the invoice is here …\n');
  });

  it('keeps the <mark> markers with --json', async () => {
    const run = await harness.folio(['--json', 'files', 'search', 'invoice']);

    expect(JSON.parse(run.stdout)).toMatchObject({
      mode: 'content',
      results: [{ snippet: '… the <mark>invoice</mark> is here …', page: 1 }],
    });
  });

  it('searches names with --name', async () => {
    const run = await harness.folio(['--json', 'files', 'search', '--name', 'fact']);

    expect(JSON.parse(run.stdout)).toMatchObject({
      mode: 'name',
      files: [{ filename: 'factura.txt' }],
    });
  });
});

describe('folio files usage', () => {
  it('prints the files and space used by kind, then the total', async () => {
    await writeFile(at('a.txt'), 'hello');
    await writeFile(at('b.txt'), 'hello, world');
    expect((await harness.folio(['files', 'upload', at('a.txt'), at('b.txt')])).exitCode).toBe(0);
    const run = await harness.folio(['files', 'usage']);

    expect(run).toMatchObject({ exitCode: 0, stderr: '' });
    expect(run.stdout.split('\n')).toEqual([
      'KIND       FILES  SIZE',
      'Documents      2  17 B',
      'Images         0   0 B',
      'Video          0   0 B',
      'Audio          0   0 B',
      'Archives       0   0 B',
      'Other          0   0 B',
      'Total          2  17 B',
      '',
    ]);
  });

  it('prints the server figures with --json', async () => {
    await writeFile(at('a.txt'), 'hello');
    await harness.folio(['files', 'upload', at('a.txt')]);
    const run = await harness.folio(['--json', 'files', 'usage']);

    expect(run.exitCode).toBe(0);
    const usage = JSON.parse(run.stdout) as { total: unknown; by_kind: Record<string, unknown> };
    expect(usage.total).toEqual({ files: 1, bytes: 5 });
    expect(usage.by_kind.document).toEqual({ files: 1, bytes: 5 });
    expect(usage.by_kind.image).toEqual({ files: 0, bytes: 0 });
    expect(harness.storage.requests).toContain('GET /storage/usage');
  });
});
