import type { Readable } from 'node:stream';

import { DocumentError } from '../errors';
import { readZip } from '../zip/read-zip';
import type { ZipLimits } from '../zip/zip-limits';
import { createXmlShapeScanner, type XmlShape } from './xml-shape';

// Office files are ZIPs of XML that their readers inflate in memory: many small parts are
// normal, XML compresses well, embedded files are normal; the total is what must stay small.
export const OFFICE_ZIP_LIMITS: ZipLimits = {
  maxFiles: 10_000,
  maxTotalBytes: 256 * 1024 * 1024,
  maxRatio: 1_000,
  allowNested: true,
  checkNames: false,
};

/** How much structure an office file may have; past any of these it is too complex to read. */
export type OfficeStructureLimits = {
  /** Element nesting in any XML part (3,000 nested tables are hostile, 30 are a lot). */
  maxDepth: number;
  /** Sheets of a workbook. */
  maxSheets: number;
  /** Rows of one sheet, by its last row number or its row count. */
  maxRows: number;
  /** Cells of one sheet's used range (rows by columns): a cell at the far corner is refused. */
  maxCells: number;
};

export const DEFAULT_OFFICE_STRUCTURE_LIMITS: OfficeStructureLimits = {
  maxDepth: 256,
  maxSheets: 256,
  maxRows: 200_000,
  maxCells: 20_000_000,
};

const XML_PART = /\.(xml|rels)$/iu;

/**
 * Checks an office file before any reader or converter inflates it: its ZIP container against
 * the office limits, every part inflated as a stream (sizes that lie are caught as the bytes
 * come, never held whole), and every XML part's shape: no DOCTYPE or entity declarations, no
 * nesting past the limit, no workbook with too many sheets, rows or cells. Costs one streamed
 * pass; refuses a bomb after at most the container's byte limit. Fails with `DOCUMENT_EMPTY`,
 * `DOCUMENT_UNREADABLE` (no container, a damaged one, declarations), `DOCUMENT_TOO_LARGE`
 * (`detail.reason` says which structure) or a `ZIP_*` code.
 */
export async function checkOfficeContainer(
  data: Uint8Array,
  limits: OfficeStructureLimits = DEFAULT_OFFICE_STRUCTURE_LIMITS,
): Promise<void> {
  if (data.length === 0) {
    throw new DocumentError('DOCUMENT_EMPTY', { message: 'the document has no bytes' });
  }
  let sheets = 0;
  try {
    await readZip(data, OFFICE_ZIP_LIMITS, async (entry, content) => {
      if (!XML_PART.test(entry.name)) {
        await drain(content);
        return;
      }
      const shape = await scanPart(entry.name, content, limits);
      sheets += shape.counts.get('sheet') ?? 0;
      refuseIfPast('sheets', sheets, limits.maxSheets);
    });
  } catch (error) {
    if (error instanceof DocumentError && error.code === 'ZIP_READ_ERROR') {
      throw new DocumentError('DOCUMENT_UNREADABLE', {
        message: `not a readable office file: ${error.message}`,
        cause: error,
      });
    }
    throw error;
  }
}

async function scanPart(
  name: string,
  content: Readable,
  limits: OfficeStructureLimits,
): Promise<XmlShape> {
  const scanner = createXmlShapeScanner(['sheet', 'row']);
  for await (const chunk of content as AsyncIterable<Buffer>) {
    scanner.push(chunk);
    const { shape } = scanner;
    if (shape.hasDeclarations) {
      throw new DocumentError('DOCUMENT_UNREADABLE', {
        message: `${name} declares a DOCTYPE or entities, which office files never need`,
        detail: { part: name, reason: 'declarations' },
      });
    }
    const rows = Math.max(shape.maxRow, shape.counts.get('row') ?? 0);
    refuseIfPast('depth', shape.maxDepth, limits.maxDepth, name);
    refuseIfPast('rows', rows, limits.maxRows, name);
    refuseIfPast('cells', rows * shape.maxColumn, limits.maxCells, name);
  }
  return scanner.shape;
}

function refuseIfPast(reason: string, value: number, limit: number, part?: string): void {
  if (value > limit) {
    throw new DocumentError('DOCUMENT_TOO_LARGE', {
      message: `the document is too complex: ${reason} ${value}, limit ${limit}`,
      detail: { reason, value, limit, ...(part === undefined ? {} : { part }) },
    });
  }
}

async function drain(content: Readable): Promise<void> {
  for await (const chunk of content as AsyncIterable<Buffer>) {
    void chunk;
  }
}
