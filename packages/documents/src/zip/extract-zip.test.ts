import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { makeZip, randomContent } from '../testing/zips';
import { extractZip } from './extract-zip';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-zip-test-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('extractZip', () => {
  it('streams a ZIP file from disk into the target folder', async () => {
    const source = join(dir, 'in.zip');
    await writeFile(
      source,
      makeZip({ 'facturas/enero.txt': 'Factura 1', 'foto.jpg': randomContent(300_000) }),
    );
    const files = await extractZip(source, join(dir, 'out'));
    expect(files.map((file) => file.name)).toEqual(['facturas/enero.txt', 'foto.jpg']);
    await expect(readFile(join(dir, 'out', 'facturas', 'enero.txt'), 'utf8')).resolves.toBe(
      'Factura 1',
    );
    expect((await readFile(join(dir, 'out', 'foto.jpg'))).length).toBe(300_000);
  });

  it('removes what it wrote when a later entry is refused', async () => {
    const inner = makeZip({ 'x.txt': 'x' });
    const zip = makeZip({ 'bueno.txt': 'ok', 'malo.pdf': inner });
    await expect(extractZip(zip, join(dir, 'out'))).rejects.toMatchObject({
      code: 'ZIP_NESTED_ARCHIVE',
    });
    expect(await listFiles(join(dir, 'out'))).toEqual([]);
  });

  it('never writes outside the target folder', async () => {
    await expect(
      extractZip(makeZip({ '../fuera.txt': 'x' }), join(dir, 'out')),
    ).rejects.toMatchObject({
      code: 'ZIP_UNSAFE_PATH',
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it('never overwrites a file that is already there', async () => {
    await writeFile(join(dir, 'existente.txt'), 'mío');
    await expect(extractZip(makeZip({ 'existente.txt': 'ajeno' }), dir)).rejects.toMatchObject({
      code: 'ZIP_UNSAFE_PATH',
      detail: { reason: 'duplicate name' },
    });
    await expect(readFile(join(dir, 'existente.txt'), 'utf8')).resolves.toBe('mío');
  });
});

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
