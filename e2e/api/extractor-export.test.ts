import { FolioError, toDownload, userContext, type MiddlewareComponents } from '@folio/sdk';
import { beforeAll, describe, expect, it } from 'vitest';

import { pdfText } from '../support/pdf-text';
import {
  editHeader,
  runInvoices,
  saveConfiguration,
  signInNewUser,
  type ResultsUser,
} from '../support/results-fixture';

type ExtractedDocument = MiddlewareComponents['schemas']['ExtractedDocument'];

let ana: ResultsUser;
let bea: ResultsUser;
let documents: ExtractedDocument[];

beforeAll(async () => {
  ana = await signInNewUser('export.ana');
  bea = await signInNewUser('export.bea');
  await saveConfiguration(ana, 'Exportar');
  documents = await runInvoices(ana, 'Exportar', ['F-0001', 'F-0002']);
  const first = documents.find((document) => document.file_name === 'F-0001.pdf');
  if (first !== undefined) {
    await editHeader(ana, first, 'notes', '=HYPERLINK("http://evil.example","clic")');
  }
}, 180_000);

type ExportRequest = MiddlewareComponents['schemas']['ExportRequest'];

async function download(user: ResultsUser, body: Partial<ExportRequest>, language = 'en') {
  const request: ExportRequest = {
    ...userContext(user.email),
    config_name: 'Exportar',
    format: 'csv',
    ...body,
  };
  const result = await user.api.POST('/extractor/export', {
    body: request,
    headers: { 'accept-language': language },
    parseAs: 'blob',
  });
  return toDownload(result, 'export');
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe('exportResults through the SDK', () => {
  it('downloads Exportar.csv: BOM, the configuration columns, a row per line, formulas neutralised', async () => {
    const file = await download(ana, {});
    expect(file.fileName).toBe('Exportar.csv');
    const bytes = await bytesOf(file.blob);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes.subarray(3)).split('\r\n');
    // The configuration's columns, then where each one's value came from (issue 16).
    expect(rows[0]).toBe(
      'Document,State,invoice_number,fecha,total,notes,concepto,importe,' +
        'invoice_number (source),fecha (source),total (source),notes (source),' +
        'concepto (source),importe (source)',
    );
    const first = rows.filter((row) => row.startsWith('F-0001.pdf,'));
    expect(first.length).toBeGreaterThanOrEqual(1);
    for (const row of first) {
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"")"`);
      // Read from the PDF's text layer, but the notes a person typed in.
      expect(row).toContain(',Page text,Page text,Page text,Edited by hand,');
    }
    expect(rows.some((row) => row.startsWith('F-0002.pdf,'))).toBe(true);
    expect(rows.at(-1)).toBe('');
  });

  it('downloads a PDF report and a text file holding each document', async () => {
    const pdf = await download(ana, { format: 'pdf' });
    expect(pdf.fileName).toBe('Exportar.pdf');
    const report = await pdfText(await bytesOf(pdf.blob));
    expect(report).toContain('Results of Exportar');
    expect(report).toContain('F-0001.pdf');
    expect(report).toContain('F-0002.pdf');
    const txt = await download(ana, { format: 'txt' }, 'es');
    expect(txt.fileName).toBe('Exportar.txt');
    const text = await txt.blob.text();
    expect(text).toContain('Resultados de Exportar');
    expect(text).toContain('Documento: F-0002.pdf');
  });

  it('exports only the documents asked for', async () => {
    const second = documents.find((document) => document.file_name === 'F-0002.pdf');
    const file = await download(ana, { document_ids: [second?.document_id ?? ''] });
    const text = (await file.blob.text()).slice(1);
    expect(text).toContain('F-0002.pdf,');
    expect(text).not.toContain('F-0001.pdf,');
  });

  it("refuses another user's configuration with RESOURCE_NOT_FOUND", async () => {
    const error = await download(bea, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'RESOURCE_NOT_FOUND', status: 404 });
  });
});
