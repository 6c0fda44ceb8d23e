import { readDocx } from '@folio/documents';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  lyingSizesDocx,
  makeExecutable,
  makePlainDocx,
  makeReportDocx,
  makeSalesXlsx,
  makeZipBombDocx,
} from '../office/testing/office-fixtures';
import { planDocxSplit } from './split-docx';
import { makePdf } from './testing/fixtures';
import { context, startUtilsService } from './testing/service';
import { partsOf as partsOfPlan, refusalOf } from './testing/split-parts';

const partsOf = (name: string, bytes: Uint8Array) => partsOfPlan(planDocxSplit, name, bytes);
const refusal = (name: string, bytes: Uint8Array) => refusalOf(planDocxSplit, name, bytes);

/** The files of a DOCX, and its main part's body as text. */
function unpack(bytes: Uint8Array) {
  const entries = unzipSync(bytes);
  const document = strFromU8(entries['word/document.xml'] ?? new Uint8Array());
  const rels = strFromU8(entries['word/_rels/document.xml.rels'] ?? new Uint8Array());
  const header = (id: string) => {
    const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ?? '';
    return strFromU8(entries[`word/${target}`] ?? new Uint8Array());
  };
  const headerIds = [...document.matchAll(/<w:headerReference[^>]*r:id="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return { entries, document, headers: headerIds.map(header) };
}

describe('planDocxSplit', () => {
  let parts: Array<{ name: string; bytes: Uint8Array }>;
  beforeAll(async () => {
    parts = await partsOf('Informe anual.docx', await makeReportDocx());
  });

  it('cuts at page breaks, pageBreakBefore and section breaks into named parts', async () => {
    expect(parts.map((part) => part.name)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Informe anual-${n}.docx`),
    );
    const texts = await Promise.all(parts.map(async (part) => (await readDocx(part.bytes)).text));
    expect(texts[0]).toContain('Capitulo alfa uno');
    expect(texts[0]).toContain('celda norte');
    expect(texts[0]).toContain('antes del salto');
    expect(texts[0]).not.toContain('despues del salto');
    expect(texts[1]).toBe('despues del salto\n\nbravo dos');
    expect(texts[2]).toBe('charlie tres');
    expect(texts[3]).toBe('delta cuatro');
    expect(texts[4]).toBe('eco cinco');
  });

  it('keeps the halves of a cut paragraph with its run formatting', () => {
    const second = unpack(parts[1]?.bytes ?? new Uint8Array()).document;
    expect(second).toMatch(
      /<w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t xml:space="preserve">despues del salto/,
    );
    expect(second).not.toContain('w:type="page"');
  });

  it('gives each part the page setup and headers of its section, inherited ones included', () => {
    const [first, , third, fourth, fifth] = parts.map((part) => unpack(part.bytes));
    expect(first?.document).toContain('w:orient="portrait"');
    expect(third?.document).toContain('w:orient="portrait"');
    expect(fourth?.document).toContain('w:orient="landscape"');
    expect(first?.headers.join()).toContain('Cabecera uno');
    expect(fourth?.headers.join()).toContain('Cabecera dos');
    // Section 3 has no header of its own: Word shows section 2's, and so must its part.
    expect(fifth?.headers.join()).toContain('Cabecera dos');
    expect(fifth?.document).toMatch(/<w:footerReference/);
    for (const part of [first, third, fourth, fifth]) {
      // One section per part: its properties at the end of the body, none inside paragraphs.
      expect(part?.document.match(/<w:sectPr/g)).toHaveLength(1);
      expect(part?.document).toMatch(/<\/w:sectPr><\/w:body>/);
    }
  });

  it('keeps styles, numbering and the theme, and only the images a part shows', () => {
    const [first, second] = parts.map((part) => unpack(part.bytes));
    for (const part of [first, second]) {
      expect(Object.keys(part?.entries ?? {})).toEqual(
        expect.arrayContaining(['word/styles.xml', 'word/numbering.xml', 'word/theme/theme1.xml']),
      );
    }
    expect(first?.document).toContain('<w:numId w:val="2"/>');
    expect(Object.keys(first?.entries ?? {})).toContain('word/media/image1.png');
    expect(Object.keys(second?.entries ?? {}).some((name) => name.startsWith('word/media/'))).toBe(
      false,
    );
    const types = strFromU8(second?.entries['[Content_Types].xml'] ?? new Uint8Array());
    expect(types).not.toContain('header2.xml');
  });

  it('answers a document without breaks as one part, unchanged', async () => {
    const plain = await makePlainDocx(3);
    const [only, ...rest] = await partsOf('carta.docx', plain);
    expect(rest).toEqual([]);
    expect(only?.name).toBe('carta-1.docx');
    expect(Buffer.from(only?.bytes ?? []).equals(Buffer.from(plain))).toBe(true);
  });

  it('refuses what is not a readable DOCX with a clear code', async () => {
    expect(await refusal('vacio.docx', new Uint8Array())).toMatchObject({
      code: 'FILE_VALIDATION_ERROR',
    });
    expect(await refusal('hoja.docx', await makeSalesXlsx())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: { file: 'hoja.docx', expected: 'docx' },
    });
    expect(await refusal('a.docx', await makePdf([[10, 10]]))).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await refusal('programa.docx', makeExecutable())).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const truncated = (await makeReportDocx()).subarray(0, 3_000);
    expect(await refusal('roto.docx', truncated)).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'roto.docx', reason: 'corrupt' },
    });
    expect(await refusal('bomba.docx', makeZipBombDocx(20))).toMatchObject({
      code: 'ZIP_READ_ERROR',
      detail: { file: 'bomba.docx' },
    });
    // A bomb whose directory lies about its sizes passes the listing and fails on inflating.
    expect(await refusal('mentira.docx', lyingSizesDocx())).toMatchObject({
      code: 'FILE_PROCESSING_ERROR',
      detail: { file: 'mentira.docx', reason: 'corrupt' },
    });
  });
});

describe('POST /utils/split-docx', () => {
  let service: Awaited<ReturnType<typeof startUtilsService>>;
  beforeAll(async () => {
    service = await startUtilsService();
  });
  afterAll(async () => service.close());

  it('answers archivos.zip of the parts, and refuses a bad file and then keeps serving', async () => {
    const report = await makeReportDocx();
    const response = await service.post('split-docx', context, [
      { name: 'informe.docx', bytes: report },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''archivos.zip`);
    expect(Object.keys(unzipSync(response.rawPayload))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `informe-${n}.docx`),
    );

    const bad = await service.post('split-docx', context, [
      { name: 'roto.docx', bytes: Buffer.from('PK\x03\x04 broken') },
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({
      errorCode: 'FILE_PROCESSING_ERROR',
      detail: { file: 'roto.docx' },
    });
    const two = await service.post('split-docx', context, [
      { name: 'a.docx', bytes: report },
      { name: 'b.docx', bytes: report },
    ]);
    expect(two.json()).toMatchObject({ errorCode: 'TOO_MANY_FILES' });
    const anonymous = await service.post(
      'split-docx',
      context,
      [{ name: 'a.docx', bytes: report }],
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    const after = await service.post('split-docx', context, [{ name: 'a.docx', bytes: report }]);
    expect(Object.keys(unzipSync(after.rawPayload))).toHaveLength(5);
  });
});
