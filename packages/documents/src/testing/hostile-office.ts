// Office files built to exhaust whoever reads them, for the tests of every path that takes office
// files and for `scripts/bench/hostile`. Self-contained (node: modules only), so the e2e suites
// and the bench import it by path.
import { constants, crc32, deflateRawSync } from 'node:zlib';

const MIB = 1024 * 1024;

/** A run of bytes repeated `times` times (once by default). */
type Piece = { bytes: Buffer; times?: number };

/** One entry: its bytes, and optionally the expanded size its headers declare (a lie). */
type Entry = { name: string; data: Buffer | Piece[]; declaredSize?: number };

const DOCX_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const DOCX_RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/**
 * A DOCX whose document part inflates to `expandedBytes` of whitespace inside a run of text while
 * its headers declare a few kilobytes: a few hundred KB on disk, gigabytes in memory for a reader
 * that trusts it.
 */
export function docxBomb(expandedBytes = 1024 * 1024 * 1024): Uint8Array {
  const head = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body><w:p><w:r><w:t>`;
  const tail = '</w:t></w:r></w:p></w:body></w:document>';
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(DOCX_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(DOCX_RELS) },
    {
      name: 'word/document.xml',
      data: [
        { bytes: Buffer.from(head) },
        { bytes: Buffer.alloc(MIB, ' '), times: Math.ceil(expandedBytes / MIB) },
        { bytes: Buffer.from(tail) },
      ],
      declaredSize: 4096,
    },
  ]);
}

/** A DOCX whose document part honestly declares `expandedBytes` of whitespace: a ratio bomb. */
export function docxRatioBomb(expandedBytes = 200 * MIB): Uint8Array {
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(DOCX_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(DOCX_RELS) },
    {
      name: 'word/document.xml',
      data: [{ bytes: Buffer.alloc(MIB, ' '), times: Math.ceil(expandedBytes / MIB) }],
    },
  ]);
}

/** A DOCX of `depth` tables, each inside a cell of the one before. */
export function docxNestedTables(depth = 3_000): Uint8Array {
  const open = '<w:tbl><w:tr><w:tc>'.repeat(depth);
  const close = '<w:p/></w:tc></w:tr></w:tbl>'.repeat(depth);
  const body = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${open}${close}<w:p/></w:body></w:document>`;
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(DOCX_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(DOCX_RELS) },
    { name: 'word/document.xml', data: Buffer.from(body) },
  ]);
}

/** An XLSX whose one cell's text is an entity that expands to 10^9 "lol"s (billion laughs). */
export function xlsxBillionLaughs(): Uint8Array {
  const entities = ['<!ENTITY lol0 "lol">'];
  for (let level = 1; level <= 9; level++) {
    entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  }
  const strings = `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE sst [${entities.join('')}]><sst xmlns="${SHEET_NS}" count="1" uniqueCount="1"><si><t>&lol9;</t></si></sst>`;
  return xlsx([sheetXml('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', 'A1')], strings);
}

/** An XLSX with one value in its last cell (XFD1048576): a used range of 17 billion cells. */
export function xlsxFarCorner(): Uint8Array {
  return xlsx([
    sheetXml(
      '<row r="1"><c r="A1"><v>1</v></c></row><row r="1048576"><c r="XFD1048576"><v>2</v></c></row>',
      'A1:XFD1048576',
    ),
  ]);
}

/** An XLSX with `rows` rows of three numbers. */
export function xlsxManyRows(rows = 1_000_000): Uint8Array {
  const lines: string[] = [];
  for (let row = 1; row <= rows; row++) {
    lines.push(`<row r="${row}"><c r="A${row}"><v>${row}</v></c><c r="B${row}"><v>2</v></c></row>`);
  }
  return xlsx([sheetXml(lines.join(''), `A1:B${rows}`)]);
}

/** An XLSX with `sheets` one-cell sheets. */
export function xlsxManySheets(sheets = 1_000): Uint8Array {
  return xlsx(
    Array.from({ length: sheets }, () => sheetXml('<row r="1"><c r="A1"><v>1</v></c></row>', 'A1')),
  );
}

const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function sheetXml(rows: string, dimension: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SHEET_NS}"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;
}

function xlsx(sheets: string[], sharedStrings?: string): Uint8Array {
  const sheetTypes = sheets
    .map(
      (_, index) =>
        `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const stringsType = sharedStrings
    ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    : '';
  const types = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheetTypes}${stringsType}</Types>`;
  const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SHEET_NS}" xmlns:r="${REL_NS}"><sheets>${sheets
    .map(
      (_, index) =>
        `<sheet name="Sheet${index + 1}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    )
    .join('')}</sheets></workbook>`;
  const workbookRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
    .map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
    )
    .join(
      '',
    )}${sharedStrings ? `<Relationship Id="rIdS" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`;
  return buildZip([
    { name: '[Content_Types].xml', data: Buffer.from(types) },
    { name: '_rels/.rels', data: Buffer.from(rels) },
    { name: 'xl/workbook.xml', data: Buffer.from(workbook) },
    { name: 'xl/_rels/workbook.xml.rels', data: Buffer.from(workbookRels) },
    ...sheets.map((sheet, index) => ({
      name: `xl/worksheets/sheet${index + 1}.xml`,
      data: Buffer.from(sheet),
    })),
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', data: Buffer.from(sharedStrings) }] : []),
  ]);
}

/**
 * Deflates pieces without expanding them: each piece is compressed once and ended by a full
 * flush, which byte-aligns the stream and resets the window, so a repeated piece's compressed
 * bytes can simply be repeated. Answers the compressed bytes, the CRC-32 and the expanded size.
 */
function deflatePieces(pieces: Piece[]): { compressed: Buffer; crc: number; size: number } {
  const parts: Buffer[] = [];
  let crc = 0;
  let size = 0;
  for (const [index, piece] of pieces.entries()) {
    const isLast = index === pieces.length - 1;
    const times = piece.times ?? 1;
    const flush = isLast && times === 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH;
    // A repeated piece is compressed once, so it gets the best level; the rest the fastest.
    const level = times > 1 ? 9 : 1;
    const compressed = deflateRawSync(piece.bytes, { level, finishFlush: flush });
    for (let time = 0; time < times; time++) {
      parts.push(compressed);
      crc = crc32(piece.bytes, crc);
      size += piece.bytes.length;
    }
  }
  if ((pieces.at(-1)?.times ?? 1) !== 1) {
    parts.push(deflateRawSync(Buffer.alloc(0)));
  }
  return { compressed: Buffer.concat(parts), crc, size };
}

/** A ZIP written by hand, so that an entry's headers can declare a size its data does not have. */
function buildZip(entries: Entry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const pieces = Array.isArray(entry.data) ? entry.data : [{ bytes: entry.data }];
    const { compressed, crc, size: expanded } = deflatePieces(pieces);
    const size = entry.declaredSize ?? expanded;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
