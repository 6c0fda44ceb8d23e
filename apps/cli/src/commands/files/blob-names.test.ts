import { describe, expect, it } from 'vitest';

import { copyDestination, parseBlobName } from './blob-names';

describe('parseBlobName', () => {
  it('splits folder/file at the slash (storage.yaml blob_name)', () => {
    expect(parseBlobName(' facturas/enero 2024.pdf ')).toEqual({
      topico: 'facturas',
      filename: 'enero 2024.pdf',
      blobName: 'facturas/enero 2024.pdf',
    });
  });

  it('refuses a name without a folder, without a file, or with a path', () => {
    for (const name of ['a.pdf', '/a.pdf', 'facturas/', 'a/b/c.pdf', '']) {
      expect(() => parseBlobName(name)).toThrow(
        expect.objectContaining({ messageKey: 'cli.files.badBlobName', params: { name } }),
      );
    }
  });
});

describe('copyDestination', () => {
  const source = parseBlobName('uploads/a.pdf');

  it('keeps the file name when the destination is a folder', () => {
    expect(copyDestination(source, 'facturas')).toBe('facturas/a.pdf');
    expect(copyDestination(source, 'facturas/')).toBe('facturas/a.pdf');
  });

  it('takes a full blob name as it is', () => {
    expect(copyDestination(source, 'facturas/copia.pdf')).toBe('facturas/copia.pdf');
  });
});
