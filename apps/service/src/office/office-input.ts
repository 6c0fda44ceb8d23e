import { AppError } from '@folio/core';
import { checkOfficeFile, decodeTextFile, isDocumentError, listZip } from '@folio/documents';

import { sniffImage } from '../utils/images-to-pdf-frames';
import { extensionOf, type OfficeExtension } from './office-formats';
import { OFFICE_ZIP_LIMITS } from './opc-package';

/** A file as the handlers hold it. */
export type NamedBytes = { name: string; bytes: Uint8Array };

/** What a file is, told by its content first and by its name only among text formats. */
export type FileKind =
  | { kind: 'pdf' }
  | { kind: 'image' }
  | { kind: 'office'; extension: OfficeExtension }
  | { kind: 'text'; extension: 'txt' | 'md' | 'csv'; text: string }
  | { kind: 'html'; text: string };

const TEXT_EXTENSIONS: Readonly<Record<string, 'txt' | 'md' | 'csv' | 'html'>> = {
  txt: 'txt',
  text: 'txt',
  log: 'txt',
  md: 'md',
  markdown: 'md',
  csv: 'csv',
  html: 'html',
  htm: 'html',
};

// Streaming 256 MB of parts takes about a second; past this something is wrong with the file.
const CONTAINER_CHECK_TIMEOUT_MS = 15_000;

const OFFICE_NAMES = /^(docx?|xlsx?|pptx?|odt|ods|odp|rtf)$/;
const CFB_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
// Programs and libraries: never documents, whatever their name says.
const EXECUTABLE_MAGICS = ['MZ', '\x7fELF', '\xcf\xfa\xed\xfe', '\xca\xfe\xba\xbe'];
const ODF_TYPES: Readonly<Record<string, OfficeExtension>> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/**
 * Tells what an uploaded file is by its bytes: PDF, image (JPEG, PNG, WebP, TIFF), an office
 * document (a ZIP container checked against the office ZIP limits first, an OLE compound file,
 * RTF), or, for text names only, text (any encoding, decoded) or HTML. Refusals name the file:
 * empty FILE_VALIDATION_ERROR; a program or another type UNSUPPORTED_MEDIA_TYPE; a damaged
 * container or an office file that is no container FILE_PROCESSING_ERROR (`corrupt`), an
 * encrypted one `encrypted`; a container past the limits (a zip bomb) ZIP_READ_ERROR.
 */
export async function identifyFile(file: NamedBytes): Promise<FileKind> {
  const { bytes, name } = file;
  if (bytes.length === 0) {
    throw new AppError('FILE_VALIDATION_ERROR', {
      message: `${name} is empty`,
      detail: { file: name, reason: 'empty' },
    });
  }
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (head.includes('%PDF-')) {
    return { kind: 'pdf' };
  }
  if (sniffImage(bytes)) {
    return { kind: 'image' };
  }
  if (head.startsWith('PK\x03\x04') || head.startsWith('PK\x05\x06')) {
    return { kind: 'office', extension: await identifyContainer(file, head) };
  }
  if (CFB_MAGIC.every((byte, index) => bytes[index] === byte)) {
    return { kind: 'office', extension: identifyCompoundFile(file) };
  }
  if (head.startsWith('{\\rtf')) {
    return { kind: 'office', extension: 'rtf' };
  }
  const extension = extensionOf(name);
  const textKind = TEXT_EXTENSIONS[extension];
  if (textKind) {
    // Binary bytes (a program renamed .txt) fail to decode as text.
    const text = decodeText(file);
    return textKind === 'html'
      ? { kind: 'html', text }
      : { kind: 'text', extension: textKind, text };
  }
  const isExecutable = EXECUTABLE_MAGICS.some((magic) => head.startsWith(magic));
  if (OFFICE_NAMES.test(extension) && !isExecutable) {
    throw corrupt(name, `${name} is named .${extension} but is no office container`);
  }
  throw unsupported(name);
}

async function identifyContainer(file: NamedBytes, head: string): Promise<OfficeExtension> {
  const names = await checkOfficeContainer(file);
  // ODF 1.2 §3.3: the first entry, stored, is `mimetype` (local header of 30 bytes, then its
  // name, then its content): the type can be read at a fixed place.
  const mimetype =
    head.slice(30, 38) === 'mimetype'
      ? /^application\/[a-z.-]+/.exec(head.slice(38))?.[0]
      : undefined;
  const odf = mimetype ? ODF_TYPES[mimetype] : undefined;
  if (odf) {
    return odf;
  }
  const has = (folder: string) => names.some((entry) => entry.startsWith(folder));
  if (names.includes('[Content_Types].xml')) {
    if (has('word/')) {
      return 'docx';
    }
    if (has('xl/')) {
      return 'xlsx';
    }
    if (has('ppt/')) {
      return 'pptx';
    }
  }
  throw unsupported(file.name);
}

/**
 * Checks an office container's central directory against the office ZIP limits before anything
 * inflates it (LibreOffice, the splitters); resolves with its entry names.
 */
export async function checkOfficeContainer(file: NamedBytes): Promise<string[]> {
  try {
    return (await listZip(file.bytes, OFFICE_ZIP_LIMITS)).map((entry) => entry.name);
  } catch (error) {
    throw containerError(file.name, error);
  }
}

/**
 * Inflates every part of an office container as a stream and looks at the shape of its XML on
 * the documents toolkit's reader thread (sizes that lie, entity declarations, nesting, sheets,
 * rows, used range), before LibreOffice or a splitter opens it: a bomb is refused in
 * milliseconds instead of holding a converter for a minute.
 */
export async function checkContainerContent(file: NamedBytes): Promise<void> {
  try {
    await checkOfficeFile(file.bytes, { timeoutMs: CONTAINER_CHECK_TIMEOUT_MS });
  } catch (error) {
    throw containerError(file.name, error);
  }
}

/** The catalogue error of a failure to read an office container (see `readPackage`). */
export function containerError(file: string, error: unknown): unknown {
  if (!isDocumentError(error)) {
    return error;
  }
  const options = { message: `${file}: ${error.message}`, cause: error };
  if (error.code === 'ZIP_READ_ERROR') {
    return corrupt(file, options.message, error);
  }
  if (error.code === 'DOCUMENT_TIMEOUT') {
    return new AppError('FILE_PROCESSING_ERROR', {
      ...options,
      detail: { file, reason: 'timeout' },
    });
  }
  if (error.code === 'DOCUMENT_TOO_LARGE') {
    // Nesting, sheets, rows or cells past the limits, or a parse past its memory.
    return new AppError('FILE_PROCESSING_ERROR', {
      message: `${file} is too complex to process: ${error.message}`,
      cause: error,
      detail: { ...error.detail, structure: error.detail['reason'], file, reason: 'too-complex' },
    });
  }
  if (error.code.startsWith('ZIP_')) {
    // A zip bomb, or an archive past the limits some other way: refused before inflating.
    return new AppError('ZIP_READ_ERROR', {
      ...options,
      detail: { file, reason: error.code.toLowerCase().replaceAll('_', '-') },
    });
  }
  return corrupt(file, options.message, error);
}

/**
 * An OLE compound file: Word 97-2003, Excel 97-2003, PowerPoint 97-2003, told by the stream
 * names of its directory (UTF-16), or an encrypted OOXML file (MS-OFFCRYPTO: the package is an
 * `EncryptedPackage` stream), which nothing here can open.
 */
function identifyCompoundFile(file: NamedBytes): OfficeExtension {
  const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const has = (stream: string) => bytes.includes(Buffer.from(stream, 'utf16le'));
  if (has('EncryptedPackage')) {
    throw new AppError('FILE_PROCESSING_ERROR', {
      message: `${file.name} is encrypted`,
      detail: { file: file.name, reason: 'encrypted' },
    });
  }
  if (has('WordDocument')) {
    return 'doc';
  }
  if (has('Workbook') || (has('Book') && extensionOf(file.name) === 'xls')) {
    return 'xls';
  }
  if (has('PowerPoint Document')) {
    return 'ppt';
  }
  throw unsupported(file.name);
}

function decodeText(file: NamedBytes): string {
  try {
    return decodeTextFile(file.bytes).text;
  } catch (error) {
    if (isDocumentError(error, 'DOCUMENT_TOO_LARGE')) {
      throw new AppError('PAYLOAD_TOO_LARGE', {
        message: `${file.name}: ${error.message}`,
        detail: { file: file.name, ...error.detail },
      });
    }
    // Binary bytes under a text name.
    throw unsupported(file.name, error);
  }
}

export function unsupported(file: string, cause?: unknown): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', {
    message: `${file} is not a type this utility converts`,
    detail: { file },
    cause,
  });
}

export function corrupt(file: string, message: string, cause?: unknown): AppError {
  return new AppError('FILE_PROCESSING_ERROR', {
    message,
    detail: { file, reason: 'corrupt' },
    cause,
  });
}
