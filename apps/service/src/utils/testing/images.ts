/**
 * A baseline TIFF (little-endian, RGB, uncompressed, one strip per page) with one page (IFD) per
 * size, each a solid colour, encoded here: a multi-page TIFF with pages of different sizes.
 */
export function makeTiff(sizes: ReadonlyArray<[number, number]>): Uint8Array {
  const entries = 10;
  let end = 8;
  const layout = sizes.map(([width, height]) => {
    const pixels = end;
    end += width * height * 3;
    const bitsPerSample = end;
    end += 6;
    end += end % 2; // an IFD starts on a word boundary
    const ifd = end;
    end += 2 + entries * 12 + 4;
    return { width, height, pixels, bitsPerSample, ifd };
  });
  const out = Buffer.alloc(end);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(layout[0]?.ifd ?? 0, 4);
  layout.forEach(({ width, height, pixels, bitsPerSample, ifd }, index) => {
    const length = width * height * 3;
    for (let offset = pixels; offset < pixels + length; offset += 3) {
      out.set([0x20, 0x60 + index * 0x20, 0xc0], offset);
    }
    [0, 2, 4].forEach((at) => out.writeUInt16LE(8, bitsPerSample + at));
    // [tag, type (3 SHORT, 4 LONG), count, value or offset], sorted by tag as TIFF 6.0 asks.
    const fields: Array<[number, number, number, number]> = [
      [256, 4, 1, width],
      [257, 4, 1, height],
      [258, 3, 3, bitsPerSample],
      [259, 3, 1, 1],
      [262, 3, 1, 2],
      [273, 4, 1, pixels],
      [277, 3, 1, 3],
      [278, 4, 1, height],
      [279, 4, 1, length],
      [284, 3, 1, 1],
    ];
    out.writeUInt16LE(entries, ifd);
    fields.forEach(([tag, type, count, value], field) => {
      const at = ifd + 2 + field * 12;
      out.writeUInt16LE(tag, at);
      out.writeUInt16LE(type, at + 2);
      out.writeUInt32LE(count, at + 4);
      if (type === 3 && count === 1) {
        out.writeUInt16LE(value, at + 8);
      } else {
        out.writeUInt32LE(value, at + 8);
      }
    });
    out.writeUInt32LE(layout[index + 1]?.ifd ?? 0, ifd + 2 + entries * 12);
  });
  return out;
}
