import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { collectFolder, zipEntries, type ZipEntry } from './zip-folder';

/** Reads a ZIP back through its central directory, checking each entry's CRC. */
function unzip(zip: Uint8Array): Map<string, Uint8Array> {
  const buffer = Buffer.from(zip);
  const end = buffer.length - 22;
  expect(buffer.readUInt32LE(end)).toBe(0x06054b50);
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const files = new Map<string, Uint8Array>();
  for (let index = 0; index < count; index++) {
    expect(buffer.readUInt32LE(at)).toBe(0x02014b50);
    const method = buffer.readUInt16LE(at + 10);
    const crc = buffer.readUInt32LE(at + 16);
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const start = local + 30 + buffer.readUInt16LE(local + 26);
    const data = buffer.subarray(start, start + size);
    const bytes = new Uint8Array(method === 8 ? inflateRawSync(data) : data);
    expect(crc32(bytes)).toBe(crc);
    files.set(name, bytes);
    at += 46 + nameLength;
  }
  return files;
}

describe('zipEntries', () => {
  it('writes a ZIP whose files read back unchanged, deflated or stored', () => {
    const text = new TextEncoder().encode('%PDF-1.7 '.repeat(500));
    const noise = new Uint8Array(64).map((_, index) => (index * 97 + 13) % 256);
    const entries: ZipEntry[] = [
      { path: 'F-0001.pdf', bytes: text },
      { path: 'más/Fáctura 2.pdf', bytes: noise },
    ];

    const files = unzip(zipEntries(entries));

    expect([...files.keys()]).toEqual(['F-0001.pdf', 'más/Fáctura 2.pdf']);
    expect(files.get('F-0001.pdf')).toEqual(text);
    expect(files.get('más/Fáctura 2.pdf')).toEqual(noise);
  });

  it('writes the same bytes for the same files', () => {
    const entries = [{ path: 'a.pdf', bytes: new Uint8Array([1, 2, 3]) }];
    expect(zipEntries(entries)).toEqual(zipEntries(entries));
  });
});

describe('collectFolder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'folio-extract-zip-'));
    await mkdir(join(dir, 'marzo'));
    await mkdir(join(dir, 'respuestas'));
    await mkdir(join(dir, '.git'));
    await writeFile(join(dir, 'b.pdf'), '%PDF-1.7 b');
    await writeFile(join(dir, 'marzo', 'a.PDF'), '%PDF-1.4 a');
    await writeFile(join(dir, '.DS_Store'), 'hidden');
    await writeFile(join(dir, '.git', 'HEAD'), 'hidden');
    // Issue 16: what sits beside the PDFs of a real batch.
    await writeFile(join(dir, 'README.md'), '# Facturas de marzo');
    await writeFile(join(dir, 'respuestas', 'b.json'), '{"total": 10}');
    await writeFile(join(dir, 'vacio.pdf'), '');
    await writeFile(join(dir, 'falso.pdf'), 'not a PDF at all');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('takes the PDFs below the folder, sorted, with / paths and no hidden files', async () => {
    const { pdfs } = await collectFolder(dir);
    expect(pdfs.map((entry) => entry.path)).toEqual(['b.pdf', 'marzo/a.PDF']);
    expect(new TextDecoder().decode(pdfs[1]?.bytes)).toBe('%PDF-1.4 a');
  });

  it('lists every other file with the reason it was left out (issue 16)', async () => {
    const { skipped } = await collectFolder(dir);
    expect(skipped).toEqual([
      { path: 'README.md', reason: 'notPdf' },
      { path: 'falso.pdf', reason: 'notPdfContent' },
      { path: 'respuestas/b.json', reason: 'notPdf' },
      { path: 'vacio.pdf', reason: 'empty' },
    ]);
  });
});
