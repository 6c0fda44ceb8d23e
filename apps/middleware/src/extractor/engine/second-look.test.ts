import type { PageText } from '@folio/documents';
import { describe, expect, it } from 'vitest';

import { extractWithSecondLook, type Look } from './second-look';
import { HEADER_CONFIGURATION } from './testing/header-configuration';
import { pageOf } from './testing/lines';
import type { ExtractionConfiguration } from './types';

// What a receipt's configuration asks: all of it is printed on the receipt read whole.
const RECEIPT: ExtractionConfiguration = {
  attributes: HEADER_CONFIGURATION.attributes.filter(
    (attribute) => !['invoice_number', 'currency'].includes(attribute.name),
  ),
};

const scanned = (page: PageText): PageText => ({ ...page, source: 'ocr' });

// A receipt whose total line the first OCR reading lost, and the same receipt read whole.
const misread = pageOf([
  ['ACME STATIONERY SDN BHD', 60, 40],
  ['Date: 17/01/2018', 60, 54],
  ['SUB-TOTAL (EX) 26.00', 60, 68],
  ['TOTAL TAX 1.56', 60, 82],
]);
const whole = pageOf([
  ['ACME STATIONERY SDN BHD', 60, 40],
  ['Date: 17/01/2018', 60, 54],
  ['SUB-TOTAL (EX) 26.00', 60, 68],
  ['TOTAL TAX 1.56', 60, 82],
  ['TOTAL 27.56', 60, 96],
]);

/**
 * A reader that answers `first` to the first look, `second` to the look at the scan's own
 * resolution and `column` (by default `second`) to the one-column look, recording the looks.
 */
function readerOf(first: PageText[], second: PageText[] | Error, column = second) {
  const looks: Look[] = [];
  const read = (look: Look) => {
    looks.push(look);
    const pages =
      look.singleColumn === true ? column : look.scanScale === undefined ? first : second;
    return pages instanceof Error ? Promise.reject(pages) : Promise.resolve({ pages });
  };
  return { read, looks };
}

describe('the second look at a scan the engine is unsure about (issue 16)', () => {
  it('reads a doubtful scan again at its own resolution and keeps the surer reading', async () => {
    const { read, looks } = readerOf([scanned(misread)], [scanned(whole)]);
    const { text, result } = await extractWithSecondLook({
      configuration: RECEIPT,
      read,
    });
    expect(looks).toEqual([{}, { scanScale: 1, readAtScale: 1.5 }]);
    expect(result.fields['total']?.value).toBe(27.56);
    expect(text.pages[0]?.lines.at(-1)?.text).toBe('TOTAL 27.56');
  });

  it('keeps the first reading when no other look is surer', async () => {
    const { read, looks } = readerOf([scanned(misread)], [scanned(misread)]);
    const { result } = await extractWithSecondLook({ configuration: RECEIPT, read });
    expect(looks).toEqual([{}, { scanScale: 1, readAtScale: 1.5 }, { singleColumn: true }]);
    expect(result.fields['total']?.value ?? null).toBeNull();
  });

  it('reads the page as one column when the own-resolution reading is no surer', async () => {
    const { read, looks } = readerOf([scanned(misread)], [scanned(misread)], [scanned(whole)]);
    const { result } = await extractWithSecondLook({ configuration: RECEIPT, read });
    expect(looks).toEqual([{}, { scanScale: 1, readAtScale: 1.5 }, { singleColumn: true }]);
    expect(result.fields['total']?.value).toBe(27.56);
  });

  it('does not look again at a text layer, nor at a scan whose amounts and names are found', async () => {
    for (const pages of [[misread], [scanned(whole)]]) {
      const { read, looks } = readerOf(pages, new Error('not expected'));
      await extractWithSecondLook({ configuration: RECEIPT, read });
      expect(looks).toEqual([{}]);
    }
  });

  it('reads a low-resolution scan lacking its issuer again at its own resolution and takes the name from it', async () => {
    // The amounts add up, so the reading kept is the first; only the name another look read is
    // taken (the one-column look settles amounts only, so it is not taken).
    const nameless = pageOf([
      ['Date: 17/01/2018', 60, 54],
      ['SUB-TOTAL (EX) 26.00', 60, 68],
      ['TOTAL TAX 1.56', 60, 82],
      ['TOTAL 27.56', 60, 96],
    ]);
    const other = pageOf([
      ['ACME STATIONERY SDN BHD', 60, 40],
      ['Date: 17/01/2018', 60, 54],
      ['SUB-TOTAL (EX) 26.00', 60, 68],
      ['TOTAL 27.00', 60, 96],
    ]);
    const { read, looks } = readerOf([scanned(nameless)], [scanned(other)]);
    const { text, result } = await extractWithSecondLook({ configuration: RECEIPT, read });
    expect(looks).toEqual([{}, { scanScale: 1, readAtScale: 1.5, belowScanPpi: 150 }]);
    expect(result.fields['issuer']?.value).toBe('ACME STATIONERY SDN BHD');
    expect(result.fields['total']?.value).toBe(27.56);
    expect(result.warnings.some((warning) => warning.attribute === 'issuer')).toBe(false);
    expect(text.pages[0]?.lines[0]?.text).toBe('Date: 17/01/2018');
  });

  it('keeps what it has when a look for names read no page again (scanned at a high resolution)', async () => {
    const nameless = pageOf([
      ['Date: 17/01/2018', 60, 54],
      ['TOTAL 27.56', 60, 96],
    ]);
    // The reader leaves out a page scanned above the resolution asked: only the text layer's
    // (here none) is left.
    const { read, looks } = readerOf([scanned(nameless)], [{ ...nameless, lines: [] }]);
    const { result } = await extractWithSecondLook({ configuration: RECEIPT, read });
    expect(looks).toEqual([{}, { scanScale: 1, readAtScale: 1.5, belowScanPpi: 150 }]);
    expect(result.fields['issuer']?.value ?? null).toBeNull();
    expect(result.fields['total']?.value).toBe(27.56);
  });

  it('keeps the name of the reading kept for its amounts, even when the first read another', async () => {
    const renamed = pageOf([
      ['ACME STATI0NERY E BOOKS', 60, 40],
      ['Date: 17/01/2018', 60, 54],
      ['SUB-TOTAL (EX) 26.00', 60, 68],
      ['TOTAL TAX 1.56', 60, 82],
      ['TOTAL 27.56', 60, 96],
    ]);
    const { read } = readerOf([scanned(misread)], [scanned(renamed)]);
    const { result } = await extractWithSecondLook({ configuration: RECEIPT, read });
    expect(result.fields['total']?.value).toBe(27.56);
    expect(result.fields['issuer']?.value).toBe('ACME STATI0NERY E BOOKS');
  });

  it('keeps the first reading when the other looks fail, and throws an abort as is', async () => {
    const failing = readerOf([scanned(misread)], new Error('tesseract timed out'));
    const { result } = await extractWithSecondLook({
      configuration: RECEIPT,
      read: failing.read,
    });
    expect(result.fields['issuer']?.value).toBe('ACME STATIONERY SDN BHD');

    const controller = new AbortController();
    const reason = new Error('run cancelled');
    controller.abort(reason);
    const aborted = readerOf([scanned(misread)], reason);
    await expect(
      extractWithSecondLook({
        configuration: RECEIPT,
        read: aborted.read,
        signal: controller.signal,
      }),
    ).rejects.toBe(reason);
  });
});
