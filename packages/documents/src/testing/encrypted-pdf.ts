// A PDF behind a user password, for the tests of every reader that must refuse or open one (the
// package's own and the e2e suites). Self-contained (node: modules and the qpdf command, which
// the bootstrap installs with poppler), so the e2e suites import it by path.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** `pdf` encrypted by qpdf (AES-256) with `userPassword`; an empty one opens without asking. */
export async function encryptPdf(pdf: Uint8Array, userPassword: string): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'folio-test-'));
  try {
    await writeFile(join(dir, 'in.pdf'), pdf);
    await run('qpdf', [
      '--encrypt',
      userPassword,
      'owner-secret',
      '256',
      '--',
      join(dir, 'in.pdf'),
      join(dir, 'out.pdf'),
    ]);
    return new Uint8Array(await readFile(join(dir, 'out.pdf')));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
