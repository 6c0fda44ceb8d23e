import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { escapeFormName, multipartBody } from './multipart-body';

describe('multipartBody', () => {
  it('is the form any multipart reader reads: each field, each file under its name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'folio-multipart-test-'));
    try {
      await writeFile(join(dir, 'a.pdf'), '%PDF-a');
      const progress: number[] = [];
      const fields = new FormData();
      fields.append('json_data', '{"topico":"facturas"}');
      fields.append('file', new File([await openAsBlob(join(dir, 'a.pdf'))], 'a.pdf'));
      fields.append('file', new File(['ñ'], 'año "2024".txt', { type: 'text/plain' }));
      const form = multipartBody(fields, (sent) => progress.push(sent));
      // Node's fetch streams a request body only half duplex; the DOM lib does not know the option.
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        body: form.body,
        headers: { 'content-type': form.contentType },
        duplex: 'half',
      };
      const parsed = await new Request('http://x.test/', init).formData();

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
