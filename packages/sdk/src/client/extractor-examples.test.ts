import { describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import { recordingServers } from './testing/recording-server';

const serve = recordingServers();

const FILE_ID = '00000000-0000-4000-8000-0000000000f1';
const READING = {
  file_id: FILE_ID,
  file_name: 'factura.pdf',
  pages: [{ page: 1, width: 595, height: 842, image: 'data:image/jpeg;base64,AAAA' }],
  suggested_attributes: [
    { name: 'Total', type: 'number', placement: 'header', required: false, example: { value: 1 } },
  ],
};
const EXTRACTED = { document_id: 'example', headers: {}, items: [] };

/** The parts of a multipart request: `json_data` parsed, files by name with their file name. */
async function partsOf(request: Request | undefined) {
  const form = await (request ?? new Request('http://none')).formData();
  const names = [...form.keys()];
  const file = form.get('file');
  const jsonData = form.get('json_data');
  return {
    names,
    jsonData: JSON.parse(typeof jsonData === 'string' ? jsonData : '{}') as Record<string, unknown>,
    fileName: file instanceof File ? file.name : null,
  };
}

describe('the examples of the extractor resource', () => {
  it('reads an example: json_data first with the user and the document type, then the file', async () => {
    const { server, folio } = await serve(() => Response.json({ success: true, data: READING }));

    const reading = await folio.extractor.examples.read(new Blob(['%PDF']), 'invoice', {
      fileName: 'factura.pdf',
    });

    expect(reading).toEqual(READING);
    const sent = await partsOf(server.requests[0]);
    expect(new URL(server.requests[0]?.url ?? '').pathname).toBe(
      '/api/extractor/configure-document',
    );
    expect(sent.names).toEqual(['json_data', 'file']);
    expect(sent.fileName).toBe('factura.pdf');
    expect(sent.jsonData).toMatchObject({ user: 'ana@example.com', document_type: 'invoice' });
  });

  it('tests attributes on the stored example with the trimmed prompt and no new copy', async () => {
    const answers = [{ ...READING, extracted: EXTRACTED }, READING];
    const { server, folio } = await serve(() =>
      Response.json({ success: true, data: answers.shift() }),
    );
    const attributes = [
      { name: 'Total', type: 'number' as const, placement: 'header' as const, required: true },
    ];

    const extracted = await folio.extractor.examples.test(FILE_ID, {
      documentType: 'invoice',
      attributes,
      prompt: '  Amounts in euros  ',
      model: null,
    });
    const missing = await folio.extractor.examples
      .test(FILE_ID, { documentType: 'invoice', attributes })
      .catch((error: unknown) => error);

    expect(extracted).toEqual(EXTRACTED);
    const sent = await partsOf(server.requests[0]);
    expect(sent.names).toEqual(['json_data']);
    expect(sent.jsonData).toMatchObject({
      example_file_id: FILE_ID,
      attributes,
      prompt: 'Amounts in euros',
    });
    expect(sent.jsonData).not.toHaveProperty('model');
    expect(missing).toBeInstanceOf(FolioError);
    expect(missing).toMatchObject({ code: 'EMPTY_RESPONSE' });
  });
});
