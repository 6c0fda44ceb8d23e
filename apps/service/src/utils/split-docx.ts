import { AppError } from '@folio/core';

import {
  checkContainerContent,
  containerError,
  corrupt,
  identifyFile,
} from '../office/office-input';
import {
  filterRelationships,
  mainPartOf,
  partText,
  readPackage,
  relationshipsOf,
  removeUnreachableParts,
  resolveTarget,
  setPartText,
  writePackage,
  type OpcPackage,
} from '../office/opc-package';
import { XmlSyntaxError } from '../office/xml-tree';
import { safeStem } from './file-names';
import { UTILS_LIMITS } from './limits';
import { NotWordprocessingError, splitDocumentXml } from './split-docx-body';
import type { SplitPart } from './zip-stream';
import type { UploadedFile } from './upload';

/** The name of the parts of an upload without a usable name (SPEC §7 default). */
const FALLBACK_STEM = 'archivo';

/** The main part parsed into a tree is held whole in memory; past this it is refused. */
const MAX_MAIN_PART_BYTES = 64 * 1024 * 1024;

// Relationships a part points at by id from its XML (r:id, r:embed, r:link...): those the split
// no longer uses are dropped, so each part ships only its own images, headers and footers.
// Styles, numbering, settings, fonts, theme, notes and comments are kept whole.
const BY_ID =
  /\/(image|header|footer|hyperlink|chart|oleObject|package|diagram\w+|video|audio|media|control)$/;

/**
 * Reads a DOCX and plans its split (see {@link splitDocumentXml}): every failure happens here,
 * before a byte of the answer is sent; each part's package is then made on demand. A file that
 * is not a DOCX is UNSUPPORTED_MEDIA_TYPE; a damaged one FILE_PROCESSING_ERROR; a container past
 * the office ZIP limits ZIP_READ_ERROR; more parts than the page limit FILE_TOO_MANY_PAGES.
 * The service runs the two halves apart: {@link checkDocx} where it serves, the rest on a
 * splitter's worker thread (office-splitter.ts).
 */
export async function planDocxSplit(
  file: UploadedFile,
): Promise<{ count: number; parts: () => AsyncGenerator<SplitPart> }> {
  await checkDocx(file);
  return readDocxSplit(file);
}

/**
 * The cheap half: what the bytes are, and the shape of the container's XML, checked on the
 * documents toolkit's reader thread, so a bomb never reaches the splitter.
 */
export async function checkDocx(file: UploadedFile): Promise<void> {
  const kind = await identifyFile(file);
  if (kind.kind !== 'office' || kind.extension !== 'docx') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: `${file.name} is not a DOCX document`,
      detail: { file: file.name, expected: 'docx' },
    });
  }
  await checkContainerContent(file);
}

/** The heavy half, on a file {@link checkDocx} let through: the package parsed and cut. */
export async function readDocxSplit(
  file: UploadedFile,
): Promise<{ count: number; parts: () => AsyncGenerator<SplitPart> }> {
  let entries: OpcPackage;
  try {
    entries = await readPackage(file.bytes);
  } catch (error) {
    throw containerError(file.name, error);
  }
  const main = mainPartOf(entries);
  const mainBytes = main === undefined ? undefined : entries.get(main);
  if (main === undefined || mainBytes === undefined) {
    throw corrupt(file.name, `${file.name} has no main document part`);
  }
  if (mainBytes.length > MAX_MAIN_PART_BYTES) {
    throw new AppError('FILE_PROCESSING_ERROR', {
      message: `${file.name}: the document part is ${mainBytes.length} bytes`,
      detail: { file: file.name, reason: 'too-large', maxBytes: MAX_MAIN_PART_BYTES },
    });
  }
  const styles = relationshipsOf(entries, main).find((rel) => rel.type.endsWith('/styles'));
  let documents: string[];
  try {
    documents = splitDocumentXml(
      partText(entries, main),
      styles ? partText(entries, resolveTarget(main, styles.target)) : '',
    );
  } catch (error) {
    if (error instanceof XmlSyntaxError || error instanceof NotWordprocessingError) {
      throw corrupt(file.name, `${file.name}: ${error.message}`, error);
    }
    throw error;
  }
  if (documents.length > UTILS_LIMITS.maxPages) {
    throw new AppError('FILE_TOO_MANY_PAGES', {
      message: `${file.name} splits into ${documents.length} parts`,
      detail: { file: file.name, pages: documents.length, max: UTILS_LIMITS.maxPages },
    });
  }
  const stem = safeStem(file.name, /\.docx$/i, FALLBACK_STEM);
  async function* parts(): AsyncGenerator<SplitPart> {
    for (const [index, documentXml] of documents.entries()) {
      const name = `${stem}-${index + 1}.docx`;
      // A document without breaks is answered as it came.
      yield {
        name,
        bytes:
          documents.length === 1 ? file.bytes : packagePart(entries, main as string, documentXml),
      };
    }
  }
  return { count: documents.length, parts };
}

/** The whole package with the main part replaced and what that part no longer uses removed. */
function packagePart(entries: OpcPackage, main: string, documentXml: string): Uint8Array {
  const part: OpcPackage = new Map(entries);
  setPartText(part, main, documentXml);
  const used = new Set(
    [...documentXml.matchAll(/\s[\w.:-]+\s*=\s*"([^"]*)"/g)].map((match) => match[1]),
  );
  filterRelationships(part, main, (rel) => !BY_ID.test(rel.type) || used.has(rel.id));
  removeUnreachableParts(part);
  return writePackage(part);
}
