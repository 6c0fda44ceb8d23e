import type { FileKind } from '../../db/schema';

import { extensionOf } from './upload-name';

type TypeEntry = { mimeType: string; kind: FileKind };

/**
 * The types Folio knows by extension: the stored MIME type (never the client's claim, which a
 * browser guesses and a script may forge) and the document manager's kind (SPEC §3: image,
 * document, video, audio, archive, other). `webm` is audio unless the client says video: the
 * allowed types of DECISIONS.md list it among voice formats.
 */
const TYPES: Record<string, TypeEntry> = {
  pdf: { mimeType: 'application/pdf', kind: 'document' },
  doc: { mimeType: 'application/msword', kind: 'document' },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    kind: 'document',
  },
  odt: { mimeType: 'application/vnd.oasis.opendocument.text', kind: 'document' },
  rtf: { mimeType: 'application/rtf', kind: 'document' },
  txt: { mimeType: 'text/plain', kind: 'document' },
  md: { mimeType: 'text/markdown', kind: 'document' },
  csv: { mimeType: 'text/csv', kind: 'document' },
  xls: { mimeType: 'application/vnd.ms-excel', kind: 'document' },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    kind: 'document',
  },
  ods: { mimeType: 'application/vnd.oasis.opendocument.spreadsheet', kind: 'document' },
  ppt: { mimeType: 'application/vnd.ms-powerpoint', kind: 'document' },
  pptx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    kind: 'document',
  },
  odp: { mimeType: 'application/vnd.oasis.opendocument.presentation', kind: 'document' },
  html: { mimeType: 'text/html', kind: 'document' },
  htm: { mimeType: 'text/html', kind: 'document' },
  json: { mimeType: 'application/json', kind: 'document' },
  xml: { mimeType: 'application/xml', kind: 'document' },
  png: { mimeType: 'image/png', kind: 'image' },
  jpg: { mimeType: 'image/jpeg', kind: 'image' },
  jpeg: { mimeType: 'image/jpeg', kind: 'image' },
  webp: { mimeType: 'image/webp', kind: 'image' },
  gif: { mimeType: 'image/gif', kind: 'image' },
  bmp: { mimeType: 'image/bmp', kind: 'image' },
  tif: { mimeType: 'image/tiff', kind: 'image' },
  tiff: { mimeType: 'image/tiff', kind: 'image' },
  heic: { mimeType: 'image/heic', kind: 'image' },
  mp3: { mimeType: 'audio/mpeg', kind: 'audio' },
  wav: { mimeType: 'audio/wav', kind: 'audio' },
  m4a: { mimeType: 'audio/mp4', kind: 'audio' },
  ogg: { mimeType: 'audio/ogg', kind: 'audio' },
  flac: { mimeType: 'audio/flac', kind: 'audio' },
  aac: { mimeType: 'audio/aac', kind: 'audio' },
  webm: { mimeType: 'audio/webm', kind: 'audio' },
  mp4: { mimeType: 'video/mp4', kind: 'video' },
  mov: { mimeType: 'video/quicktime', kind: 'video' },
  avi: { mimeType: 'video/x-msvideo', kind: 'video' },
  mkv: { mimeType: 'video/x-matroska', kind: 'video' },
  zip: { mimeType: 'application/zip', kind: 'archive' },
  rar: { mimeType: 'application/vnd.rar', kind: 'archive' },
  '7z': { mimeType: 'application/x-7z-compressed', kind: 'archive' },
  tar: { mimeType: 'application/x-tar', kind: 'archive' },
  gz: { mimeType: 'application/gzip', kind: 'archive' },
};

const OCTET_STREAM = 'application/octet-stream';
// A MIME type as a client may send it: type/subtype, no parameters.
const MIME = /^[a-z]+\/[a-z0-9.+-]+$/;

/** What a file is, as stored: extension, MIME type and the document manager's kind. */
export type FileType = { extension: string; mimeType: string; kind: FileKind };

/**
 * The type of a file from its name, and from the client's MIME type only where the name cannot
 * tell (an extension Folio does not know, allowed by configuration; `webm` video).
 */
export function fileTypeOf(name: string, clientMimeType = ''): FileType {
  const extension = extensionOf(name);
  const known = TYPES[extension];
  const claimed = clientMimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (known) {
    if (extension === 'webm' && claimed.startsWith('video/')) {
      return { extension, mimeType: 'video/webm', kind: 'video' };
    }
    return { extension, ...known };
  }
  const mimeType = MIME.test(claimed) ? claimed : OCTET_STREAM;
  return { extension, mimeType, kind: kindOfMime(mimeType) };
}

function kindOfMime(mimeType: string): FileKind {
  const group = mimeType.split('/')[0];
  if (group === 'image' || group === 'video' || group === 'audio') {
    return group;
  }
  return mimeType.startsWith('text/') ? 'document' : 'other';
}
