import { analyse } from 'chardet';
import iconv from 'iconv-lite';

import { DocumentError } from '../errors';
import { countControlCharacters } from '../tools/characters';

/** A decoded text file (TXT, MD, CSV). */
export type TextFile = {
  text: string;
  /** What the bytes were decoded as. Latin-1 is decoded as its superset windows-1252 (€ at 0x80). */
  encoding: 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'iso-8859-2' | 'windows-1250';
};

/** Options of {@link decodeTextFile}. */
export type TextFileLimits = { maxBytes?: number };

/** Default size limit of a text file: the upload limit (DECISIONS.md, 50 MB). */
export const DEFAULT_MAX_TEXT_BYTES = 50 * 1024 * 1024;

// A text file has almost no control characters; a binary file has many.
const MAX_CONTROL_SHARE = 0.05;

// chardet's guesses accepted when the bytes are not UTF-8; anything else (a guess of Shift_JIS
// for three accented Spanish words) falls back to windows-1252, the usual legacy encoding here.
const ACCEPTED_GUESSES: Readonly<Record<string, TextFile['encoding']>> = {
  'UTF-16LE': 'utf-16le',
  'UTF-16BE': 'utf-16be',
  'ISO-8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  'ISO-8859-2': 'iso-8859-2',
  'windows-1250': 'windows-1250',
};

/**
 * Decodes a text file whatever its encoding: a byte-order mark decides first (UTF-8, UTF-16 LE
 * or BE), then valid UTF-8 is UTF-8, then chardet's guess among the legacy encodings, with
 * windows-1252 as the fallback. Binary content is `DOCUMENT_UNREADABLE`.
 */
export function decodeTextFile(data: Uint8Array, limits: TextFileLimits = {}): TextFile {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_TEXT_BYTES;
  if (data.length > maxBytes) {
    throw new DocumentError('DOCUMENT_TOO_LARGE', { detail: { size: data.length, maxBytes } });
  }
  const decoded = decodeBytes(data);
  const controls = countControlCharacters(decoded.text);
  if (decoded.text.length > 0 && controls / decoded.text.length > MAX_CONTROL_SHARE) {
    throw new DocumentError('DOCUMENT_UNREADABLE', {
      message: 'binary content, not text',
      detail: { encoding: decoded.encoding },
    });
  }
  return decoded;
}

function decodeBytes(data: Uint8Array): TextFile {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.length);
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: iconv.decode(bytes.subarray(2), 'utf-16le'), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: iconv.decode(bytes.subarray(2), 'utf-16be'), encoding: 'utf-16be' };
  }
  const utf16 = guessUtf16(bytes);
  if (utf16) {
    return { text: iconv.decode(bytes, utf16), encoding: utf16 };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: a legacy encoding.
  }
  const guess = analyse(bytes.subarray(0, 64 * 1024))
    .map((match) => ACCEPTED_GUESSES[match.name])
    .find((encoding) => encoding !== undefined);
  const encoding = guess ?? 'windows-1252';
  return { text: iconv.decode(bytes, encoding), encoding };
}

/** UTF-16 without a byte-order mark: mostly Latin text has a zero in every other byte. */
function guessUtf16(bytes: Buffer): 'utf-16le' | 'utf-16be' | undefined {
  const sample = bytes.subarray(0, 4096);
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index++) {
    if (sample[index] === 0) {
      if (index % 2 === 0) {
        evenZeros += 1;
      } else {
        oddZeros += 1;
      }
    }
  }
  const half = sample.length / 2;
  if (half < 2) {
    return undefined;
  }
  if (oddZeros > 0.4 * half && evenZeros < 0.05 * half) {
    return 'utf-16le';
  }
  if (evenZeros > 0.4 * half && oddZeros < 0.05 * half) {
    return 'utf-16be';
  }
  return undefined;
}
