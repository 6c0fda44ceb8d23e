import { AppError } from '@folio/core';

import {
  checkContainerContent,
  containerError,
  corrupt,
  identifyFile,
} from '../office/office-input';
import { mainPartOf, readPackage, writePackage, type OpcPackage } from '../office/opc-package';
import { XmlSyntaxError } from '../office/xml-tree';
import { safeStem } from './file-names';
import type { SplitPart } from './zip-stream';
import {
  keepOnlySheet,
  NotSpreadsheetError,
  worksheetsOf,
  type WorksheetInfo,
} from './split-xlsx-workbook';
import type { UploadedFile } from './upload';

/** The name of the parts of an upload without a usable name (SPEC §7 default). */
const FALLBACK_STEM = 'archivo';

/**
 * Reads an XLSX and plans one workbook per worksheet (see {@link keepOnlySheet}), named
 * `<name>-<sheet>.xlsx`: every failure happens here, before a byte of the answer is sent; each
 * workbook is then made on demand. A file that is not an XLSX is UNSUPPORTED_MEDIA_TYPE; a
 * damaged one FILE_PROCESSING_ERROR; a container past the office ZIP limits ZIP_READ_ERROR.
 *
 * The split edits the package's parts rather than rebuilding the workbook with a library: what
 * a model such as exceljs's does not hold (the theme, charts and drawings, comments, conditional
 * formats, data validations, print settings, protections, extensions) is kept as written.
 * The service runs the two halves apart: {@link checkXlsx} where it serves, the rest on a
 * splitter's worker thread (office-splitter.ts).
 */
export async function planXlsxSplit(
  file: UploadedFile,
): Promise<{ sheets: string[]; parts: () => AsyncGenerator<SplitPart> }> {
  await checkXlsx(file);
  return readXlsxSplit(file);
}

/**
 * The cheap half: what the bytes are, and the shape of the container's XML, checked on the
 * documents toolkit's reader thread, so a bomb never reaches the splitter.
 */
export async function checkXlsx(file: UploadedFile): Promise<void> {
  const kind = await identifyFile(file);
  if (kind.kind !== 'office' || kind.extension !== 'xlsx') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `${file.name} is not an XLSX workbook`,
      detail: { file: file.name, expected: 'xlsx' },
    });
  }
  await checkContainerContent(file);
}

/** The heavy half, on a file {@link checkXlsx} let through: the workbook parsed, one per sheet. */
export async function readXlsxSplit(
  file: UploadedFile,
): Promise<{ sheets: string[]; parts: () => AsyncGenerator<SplitPart> }> {
  let entries: OpcPackage;
  try {
    entries = await readPackage(file.bytes);
  } catch (error) {
    throw containerError(file.name, error);
  }
  const workbook = mainPartOf(entries);
  if (workbook === undefined || !entries.has(workbook)) {
    throw corrupt(file.name, `${file.name} has no workbook part`);
  }
  let sheets: WorksheetInfo[];
  try {
    sheets = worksheetsOf(entries, workbook).filter((sheet) => entries.has(sheet.part));
  } catch (error) {
    throw unreadable(file.name, error);
  }
  if (sheets.length === 0) {
    throw corrupt(file.name, `${file.name} has no worksheet`);
  }
  // Every sheet is rewritten before the answer starts, so a damaged one fails the call alone.
  const packages = sheets.map((sheet) => {
    try {
      return sheets.length === 1 ? entries : keepOnlySheet(entries, workbook, sheet);
    } catch (error) {
      throw unreadable(file.name, error);
    }
  });
  const names = partNames(safeStem(file.name, /\.xlsx$/i, FALLBACK_STEM), sheets);
  async function* parts(): AsyncGenerator<SplitPart> {
    for (const [index, entriesOfSheet] of packages.entries()) {
      yield {
        name: names[index] as string,
        bytes: sheets.length === 1 ? file.bytes : writePackage(entriesOfSheet),
      };
    }
  }
  return { sheets: sheets.map((sheet) => sheet.name), parts };
}

/** `<name>-<sheet>.xlsx`, the sheet's name made safe for a file name, and each name unique. */
function partNames(stem: string, sheets: readonly WorksheetInfo[]): string[] {
  const taken = new Set<string>();
  return sheets.map((sheet, index) => {
    const sheetStem = safeStem(sheet.name, /$^/, `hoja${index + 1}`);
    let name = `${stem}-${sheetStem}.xlsx`;
    for (let copy = 2; taken.has(name.toLowerCase()); copy++) {
      name = `${stem}-${sheetStem} (${copy}).xlsx`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

function unreadable(file: string, error: unknown): unknown {
  if (error instanceof XmlSyntaxError || error instanceof NotSpreadsheetError) {
    return corrupt(file, `${file}: ${error.message}`, error);
  }
  return error;
}
