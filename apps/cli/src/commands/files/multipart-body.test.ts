import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { escapeFormName, multipartBody } from './multipart-body';

describe('multipartBody', () => {
  it('is a form any multipart reader reads: the fields, then each file under its name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'folio-multipart-test-'));
    try {
      await writeFile(join(dir, 'a.pdf'), '%PDF-a');
      const progress: number[] = [];
      const form = multipartBody(
        { json_data: '{"topico":"facturas"}' },
        [
          { name: 'a.pdf', content: await openAsBlob(join(dir, 'a.pdf')) },
          { name: 'año "2024".txt', content: new Blob(['ñ'], { type: 'text/plain' }) },
        ],
        (sent) => progress.push(sent),
      );
      const parsed = await new Request('http://x.test/', {
        method: 'POST',
        body: form.body,
        headers: { 'content-type': form.contentType },
        duplex: 'half',
      }).formData();

      expect(parsed.get('json_data')).toBe('{"topico":"facturas"}');
      const files = parsed.getAll('file') as File[];
      expect(files.map((file) => file.name)).toEqual(['a.pdf', 'año "2024".txt']);
      expect(await files[0]?.text()).toBe('%PDF-a');
      expect(files[1]?.type).toBe('text/plain');
      expect(progress.at(-1)).toBe(form.length);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('escapes line breaks and quotes in names as FormData does', () => {
    expect(escapeFormName('a"b\r\nc')).toBe('a%22b%0D%0Ac');
  });
});
