// ZIPs whose entries say something their data does not (issue 16): built from a real ZIP by
// patching its headers, as a broken archiver or a hostile client would send them.

const END_RECORD = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

type Header = { central: number; local: number };

/** Where each entry's central directory header and local header start (no Zip64, no comment). */
function headersOf(view: DataView): Header[] {
  const end = view.byteLength - 22;
  if (view.getUint32(end, true) !== END_RECORD) {
    throw new Error('not a ZIP without a comment');
  }
  const count = view.getUint16(end + 10, true);
  let central = view.getUint32(end + 16, true);
  const headers: Header[] = [];
  for (let index = 0; index < count; index++) {
    if (view.getUint32(central, true) !== CENTRAL_HEADER) {
      throw new Error(`no central directory header at ${central}`);
    }
    const local = view.getUint32(central + 42, true);
    if (view.getUint32(local, true) !== LOCAL_HEADER) {
      throw new Error(`no local header at ${local}`);
    }
    headers.push({ central, local });
    const lengths =
      view.getUint16(central + 28, true) +
      view.getUint16(central + 30, true) +
      view.getUint16(central + 32, true);
    central += 46 + lengths;
  }
  return headers;
}

/**
 * `zip` with each entry's uncompressed size, in its local header and in the central directory,
 * set to `size(real, index)`: smaller than the data makes the reader find too many bytes, larger
 * too few. The compressed data and sizes are left as they are, so the entries still open.
 */
export function withDeclaredSizes(
  zip: Uint8Array,
  size: (real: number, index: number) => number,
): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  for (const [index, { central, local }] of headersOf(view).entries()) {
    const declared = size(view.getUint32(central + 24, true), index);
    view.setUint32(central + 24, declared, true);
    view.setUint32(local + 22, declared, true);
  }
  return out;
}

/** `zip` with the compressed data of its entry `index` overwritten (no valid deflate stream). */
export function withDamagedData(zip: Uint8Array, index = 0): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const header = headersOf(view)[index];
  if (header === undefined) {
    throw new Error(`no entry ${index}`);
  }
  const { central, local } = header;
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  const length = view.getUint32(central + 20, true);
  // 0xff bytes: a block type 3, which deflate does not have.
  out.fill(0xff, start, start + Math.min(length, 64));
  return out;
}

/** `zip` with the local header of its entry `index` no longer one (its signature overwritten). */
export function withBrokenLocalHeader(zip: Uint8Array, index = 0): Uint8Array {
  const out = new Uint8Array(zip);
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  const header = headersOf(view)[index];
  if (header === undefined) {
    throw new Error(`no entry ${index}`);
  }
  view.setUint32(header.local, 0, true);
  return out;
}
