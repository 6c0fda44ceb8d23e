/** How many leading bytes the sniff needs: enough for every signature and a text check. */
export const SNIFF_BYTES = 8192;

type Signature = { offset: number; bytes: number[] };

const ascii = (text: string, offset = 0): Signature => ({
  offset,
  bytes: [...text].map((char) => char.charCodeAt(0)),
});

const ZIP = [
  { offset: 0, bytes: [0x50, 0x4b, 0x03, 0x04] },
  // An archive with no entries.
  { offset: 0, bytes: [0x50, 0x4b, 0x05, 0x06] },
];
const OLE2 = [{ offset: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }];
const RIFF = (form: string) => [{ ...ascii('RIFF') }, ascii(form, 8)];

/**
 * Signatures by extension: the file must start with one of them (a list of alternatives) or,
 * for RIFF and ISO media, with all of them (`every`). Types not listed are not sniffed.
 */
const SIGNATURES: Record<string, { any?: Signature[]; every?: Signature[] }> = {
  // PDF: `%PDF-` within the first 1,024 bytes (ISO 32000 readers allow leading junk).
  pdf: {},
  docx: { any: ZIP },
  xlsx: { any: ZIP },
  pptx: { any: ZIP },
  odt: { any: ZIP },
  ods: { any: ZIP },
  odp: { any: ZIP },
  zip: { any: ZIP },
  doc: { any: OLE2 },
  xls: { any: OLE2 },
  ppt: { any: OLE2 },
  rtf: { any: [ascii('{\\rtf')] },
  png: { any: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }] },
  jpg: { any: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  jpeg: { any: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  gif: { any: [ascii('GIF87a'), ascii('GIF89a')] },
  webp: { every: RIFF('WEBP') },
  bmp: { any: [ascii('BM')] },
  tif: { any: [ascii('II*\0'), ascii('MM\0*')] },
  tiff: { any: [ascii('II*\0'), ascii('MM\0*')] },
  wav: { every: RIFF('WAVE') },
  ogg: { any: [ascii('OggS')] },
  webm: { any: [{ offset: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3] }] },
  m4a: { every: [ascii('ftyp', 4)] },
  mp4: { every: [ascii('ftyp', 4)] },
  mp3: {
    any: [
      ascii('ID3'),
      // An MPEG audio frame sync: 11 set bits.
      { offset: 0, bytes: [0xff] },
    ],
  },
};

/** Plain-text types: no NUL byte in the head, unless it starts with a UTF-16 byte-order mark. */
const TEXT_TYPES = new Set(['txt', 'md', 'csv', 'html', 'htm', 'json', 'xml']);

function matches(head: Uint8Array, signature: Signature): boolean {
  return signature.bytes.every((byte, index) => head[signature.offset + index] === byte);
}

function isPdf(head: Uint8Array): boolean {
  const start = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  return start.includes('%PDF-');
}

function isText(head: Uint8Array): boolean {
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  return utf16 || !head.includes(0);
}

/**
 * Whether a file's first bytes agree with its extension (issue 5: allowed type by extension AND by
 * content): PDF magic, ZIP-based office documents and archives, OLE2 office documents, images,
 * audio and video containers, and text that holds no binary. A `.pdf` that is not a PDF, or a
 * renamed executable, is refused before anything is kept. Extensions without a rule pass.
 */
export function contentMatchesExtension(extension: string, head: Uint8Array): boolean {
  if (extension === 'pdf') {
    return isPdf(head);
  }
  if (TEXT_TYPES.has(extension)) {
    return isText(head);
  }
  const rule = SIGNATURES[extension];
  if (!rule) {
    return true;
  }
  if (rule.every) {
    return rule.every.every((signature) => matches(head, signature));
  }
  if (extension === 'mp3' && head[0] === 0xff) {
    return ((head[1] ?? 0) & 0xe0) === 0xe0;
  }
  return (rule.any ?? []).some((signature) => matches(head, signature));
}
