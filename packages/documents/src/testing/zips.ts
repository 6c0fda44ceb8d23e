import { randomBytes } from 'node:crypto';

import { type Zippable, zipSync } from 'fflate';

const text = (value: string): Uint8Array => new TextEncoder().encode(value);

/** A ZIP of text files, built with fflate. */
export function makeZip(files: Record<string, string | Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const [name, content] of Object.entries(files)) {
    entries[name] = typeof content === 'string' ? text(content) : content;
  }
  return zipSync(entries);
}

/** A ZIP whose one entry is a Unix symbolic link to `target`. */
export function makeSymlinkZip(name: string, target: string): Uint8Array {
  const SYMLINK_MODE = 0o120777;
  return zipSync({ [name]: [text(target), { os: 3, attrs: SYMLINK_MODE * 0x10000 }] });
}

/** Incompressible bytes (a stand-in for photos and PDFs). */
export function randomContent(size: number): Uint8Array {
  return new Uint8Array(randomBytes(size));
}

/**
 * Rewrites the declared expanded size of every entry (local and central headers) without
 * touching the data: an archive that lies about its sizes to get past the checks.
 */
export function lieAboutSizes(zip: Uint8Array, declaredSize: number): Uint8Array {
  const bytes = Buffer.from(zip);
  for (let offset = 0; offset + 4 <= bytes.length; offset++) {
    const signature = bytes.readUInt32LE(offset);
    if (signature === 0x04034b50) {
      bytes.writeUInt32LE(declaredSize, offset + 22);
    } else if (signature === 0x02014b50) {
      bytes.writeUInt32LE(declaredSize, offset + 24);
    }
  }
  return new Uint8Array(bytes);
}
