const ARCHIVE_EXTENSIONS = new Set([
  '7z',
  'arj',
  'bz2',
  'cab',
  'gz',
  'iso',
  'jar',
  'lz',
  'lzma',
  'rar',
  'tar',
  'taz',
  'tbz2',
  'tgz',
  'txz',
  'xz',
  'z',
  'zip',
  'zipx',
  'zst',
]);

// Office and similar files are ZIP containers by design, not nested archives.
const ZIP_CONTAINERS = new Set([
  'docx',
  'docm',
  'dotx',
  'xlsx',
  'xlsm',
  'xltx',
  'pptx',
  'pptm',
  'odt',
  'ods',
  'odp',
  'odg',
  'epub',
  'vsdx',
  'xps',
  'oxps',
]);

const MAGIC: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04], // zip
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // rar
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x1f, 0x8b], // gzip
  [0x42, 0x5a, 0x68], // bzip2
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], // xz
  [0x28, 0xb5, 0x2f, 0xfd], // zstd
];
const TAR_MAGIC_OFFSET = 257;
const TAR_MAGIC = 'ustar';

function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

/** True when the entry's name says it is an archive. */
export function hasArchiveName(name: string): boolean {
  return ARCHIVE_EXTENSIONS.has(extensionOf(name));
}

/** True when the first bytes of an entry are an archive's, whatever its name says. */
export function hasArchiveContent(name: string, head: Uint8Array): boolean {
  if (ZIP_CONTAINERS.has(extensionOf(name))) {
    return false;
  }
  const matches = MAGIC.some((magic) => magic.every((byte, index) => head[index] === byte));
  const tar = Buffer.from(head.subarray(TAR_MAGIC_OFFSET, TAR_MAGIC_OFFSET + TAR_MAGIC.length));
  return matches || tar.toString('latin1') === TAR_MAGIC;
}
