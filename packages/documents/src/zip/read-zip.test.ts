import { Buffer } from 'node:buffer';
import { text } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { lieAboutSizes, makeSymlinkZip, makeZip, randomContent } from '../testing/zips';
import { listZip, readZip } from './read-zip';

describe('readZip', () => {
  it('lists entries and streams each file to the handler', async () => {
    const zip = makeZip({
      'facturas/': '',
      'facturas/enero.txt': 'Factura 1',
      'marzo ñ.txt': 'Factura 3',
    });
    const contents: Record<string, string> = {};
    const entries = await readZip(zip, {}, async (entry, content) => {
      contents[entry.name] = await text(content);
    });
    expect(entries.map((entry) => [entry.name, entry.isDirectory])).toEqual([
      ['facturas/', true],
      ['facturas/enero.txt', false],
      ['marzo ñ.txt', false],
    ]);
    expect(contents).toEqual({ 'facturas/enero.txt': 'Factura 1', 'marzo ñ.txt': 'Factura 3' });
  });

  it('refuses more files than allowed (DECISIONS.md: 100) with ZIP_TOO_MANY_ENTRIES', async () => {
    const files = Object.fromEntries(
      Array.from({ length: 101 }, (_, index) => [`f${index}.txt`, 'x']),
    );
    await expect(listZip(makeZip(files))).rejects.toMatchObject({
      code: 'ZIP_TOO_MANY_ENTRIES',
      detail: { maxFiles: 100 },
    });
    await expect(listZip(makeZip(files), { maxFiles: 101 })).resolves.toHaveLength(101);
  });

  it('refuses a zip bomb (one entry over the ratio, DECISIONS.md: 200) with ZIP_RATIO_EXCEEDED', async () => {
    // 16 MB of zeros deflate to about 16 KB: a ratio near 1,000.
    const bomb = makeZip({ 'factura.pdf': new Uint8Array(16 * 1024 * 1024) });
    await expect(listZip(bomb)).rejects.toMatchObject({
      code: 'ZIP_RATIO_EXCEEDED',
      detail: { name: 'factura.pdf', maxRatio: 200 },
    });
  });

  it('lets small, very compressible files through the ratio check', async () => {
    await expect(listZip(makeZip({ 'blank.txt': ' '.repeat(100_000) }))).resolves.toHaveLength(1);
  });

  it('refuses an archive that expands past the total with ZIP_TOO_LARGE', async () => {
    const zip = makeZip({ 'a.jpg': randomContent(400_000), 'b.jpg': randomContent(400_000) });
    await expect(listZip(zip, { maxTotalBytes: 500_000 })).rejects.toMatchObject({
      code: 'ZIP_TOO_LARGE',
    });
  });

  it('catches sizes that lie while streaming, with a ZIP_READ_ERROR', async () => {
    const liar = lieAboutSizes(makeZip({ 'a.txt': 'x'.repeat(50_000) }), 10);
    await expect(listZip(liar)).resolves.toHaveLength(1);
    await expect(
      readZip(liar, {}, async (_entry, content) => void (await text(content))),
    ).rejects.toMatchObject({
      code: 'ZIP_READ_ERROR',
    });
  });

  it('hands the entry stream a ZIP_READ_ERROR naming the entry when its sizes lie (issue 16)', async () => {
    const zip = makeZip({ 'a.txt': 'x'.repeat(50_000) });
    for (const declared of [10, 60_000]) {
      let seen: unknown;
      const reading = readZip(lieAboutSizes(zip, declared), {}, async (_entry, content) => {
        seen = await text(content).catch((error: unknown) => error);
      });
      await expect(reading).resolves.toHaveLength(1);
      expect(seen).toMatchObject({ code: 'ZIP_READ_ERROR', detail: { name: 'a.txt' } });
    }
  });

  it.each([
    ['../evil.txt', 'parent folder'],
    ['facturas/../../evil.txt', 'parent folder'],
    ['/etc/cron.d/evil', 'absolute path'],
    ['C:/Windows/evil.txt', 'drive letter'],
    ['facturas\\..\\evil.txt', 'backslash'],
  ])('refuses the unsafe name %s with ZIP_UNSAFE_PATH', async (name, reason) => {
    await expect(listZip(makeZip({ [name]: 'x' }))).rejects.toMatchObject({
      code: 'ZIP_UNSAFE_PATH',
      detail: { name, reason },
    });
  });

  it('refuses a symbolic link with ZIP_UNSAFE_PATH', async () => {
    await expect(listZip(makeSymlinkZip('link', '/etc/passwd'))).rejects.toMatchObject({
      code: 'ZIP_UNSAFE_PATH',
      detail: { reason: 'symbolic link' },
    });
  });

  it('refuses an archive inside the archive, by name and by content, with ZIP_NESTED_ARCHIVE', async () => {
    const inner = makeZip({ 'a.txt': 'x' });
    await expect(listZip(makeZip({ 'mas.zip': inner }))).rejects.toMatchObject({
      code: 'ZIP_NESTED_ARCHIVE',
    });
    const disguised = makeZip({ 'factura.pdf': inner });
    await expect(
      readZip(disguised, {}, async (_entry, content) => void (await text(content))),
    ).rejects.toMatchObject({
      code: 'ZIP_NESTED_ARCHIVE',
      detail: { name: 'factura.pdf' },
    });
  });

  it('accepts office files, which are ZIP containers by design', async () => {
    const docx = makeZip({ 'word/document.xml': '<w:document/>' });
    const names: string[] = [];
    await readZip(makeZip({ 'contrato.docx': docx }), {}, async (entry, content) => {
      names.push(entry.name);
      await text(content);
    });
    expect(names).toEqual(['contrato.docx']);
  });

  it('refuses bytes that are not a ZIP with ZIP_READ_ERROR', async () => {
    await expect(listZip(Buffer.from('PK this is not a zip'))).rejects.toMatchObject({
      code: 'ZIP_READ_ERROR',
    });
    await expect(listZip(new Uint8Array())).rejects.toMatchObject({ code: 'ZIP_READ_ERROR' });
  });

  it('stops reading when the caller aborts, with DOCUMENT_ABORTED', async () => {
    const controller = new AbortController();
    const zip = makeZip({ 'a.bin': randomContent(100_000), 'b.bin': randomContent(100_000) });
    const reading = readZip(zip, { signal: controller.signal }, async (_entry, content) => {
      controller.abort();
      await text(content);
    });
    await expect(reading).rejects.toMatchObject({ code: 'DOCUMENT_ABORTED' });
  });
});
