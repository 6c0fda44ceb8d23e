import { describe, expect, it } from 'vitest';

import { checkExampleFile, checkRunArchive } from './file-checks';

const LIMITS = { uploadAllowedTypes: ['pdf', 'png', 'zip', 'docx'], uploadMaxFileBytes: 1000 };

describe('checkExampleFile', () => {
  it('takes a PDF or an image the server allows', () => {
    expect(checkExampleFile({ name: 'factura.PDF', size: 10 }, LIMITS)).toBeNull();
    expect(checkExampleFile({ name: 'scan.png', size: 10 }, LIMITS)).toBeNull();
  });

  it('refuses other types, even ones the server stores (SPEC §5)', () => {
    expect(checkExampleFile({ name: 'notes.docx', size: 10 }, LIMITS)?.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(
      checkExampleFile({ name: 'scan.webp', size: 10 }, { ...LIMITS, uploadAllowedTypes: ['webp'] })
        ?.code,
    ).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(checkExampleFile({ name: 'scan.jpg', size: 10 }, LIMITS)?.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('refuses a file over the upload size with the limit in MB', () => {
    expect(checkExampleFile({ name: 'factura.pdf', size: 1001 }, LIMITS)?.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });
});

describe('checkRunArchive', () => {
  it('takes only a ZIP within the upload size (SPEC §5 extractor ZIP)', () => {
    expect(checkRunArchive({ name: 'facturas.zip', size: 500 }, LIMITS)).toBeNull();
    expect(checkRunArchive({ name: 'factura.pdf', size: 500 }, LIMITS)?.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(checkRunArchive({ name: 'facturas.zip', size: 0 }, LIMITS)?.code).toBe(
      'FILE_VALIDATION_ERROR',
    );
    expect(checkRunArchive({ name: 'facturas.zip', size: 5000 }, LIMITS)?.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
  });
});
