import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  PageBreak,
  PageOrientation,
  Paragraph,
  SectionType,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { makePng } from '@folio/documents/testing/images';
import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

const numbering = {
  config: [
    {
      reference: 'pasos',
      levels: [
        { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
      ],
    },
  ],
};

/**
 * A report in three sections with every kind of break the splitter knows:
 * 1. portrait, its own header and footer: a heading, a numbered list, a table, an image, then
 *    a paragraph cut by a page break (`antes del salto` | `despues del salto`), `bravo dos`, and
 *    a paragraph with `pageBreakBefore` (`charlie tres`), then a section break;
 * 2. landscape, its own header: `delta cuatro`, then a section break;
 * 3. no header of its own (it inherits section 2's): `eco cinco`.
 * Expected parts: [alfa uno ... antes del salto], [despues del salto, bravo dos],
 * [charlie tres], [delta cuatro], [eco cinco].
 */
export async function makeReportDocx(): Promise<Uint8Array> {
  const document = new Document({
    numbering,
    sections: [
      {
        headers: { default: new Header({ children: [new Paragraph('Cabecera uno')] }) },
        footers: { default: new Footer({ children: [new Paragraph('Pie uno')] }) },
        children: [
          new Paragraph({ text: 'Capitulo alfa uno', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Paso primero', numbering: { reference: 'pasos', level: 0 } }),
          new Paragraph({ text: 'Paso segundo', numbering: { reference: 'pasos', level: 0 } }),
          new Table({
            rows: [
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('celda norte')] }),
                  new TableCell({ children: [new Paragraph('celda sur')] }),
                ],
              }),
            ],
          }),
          new Paragraph({
            children: [
              new ImageRun({
                type: 'png',
                data: makePng(40, 30),
                transformation: { width: 40, height: 30 },
              }),
            ],
          }),
          new Paragraph({
            children: [
              new TextRun({ text: 'antes del salto', bold: true }),
              new PageBreak(),
              new TextRun({ text: 'despues del salto', bold: true }),
            ],
          }),
          new Paragraph('bravo dos'),
          new Paragraph({ text: 'charlie tres', pageBreakBefore: true }),
        ],
      },
      {
        properties: {
          type: SectionType.NEXT_PAGE,
          page: { size: { orientation: PageOrientation.LANDSCAPE } },
        },
        headers: { default: new Header({ children: [new Paragraph('Cabecera dos')] }) },
        children: [new Paragraph('delta cuatro')],
      },
      {
        properties: { type: SectionType.NEXT_PAGE },
        children: [new Paragraph('eco cinco')],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** A DOCX of `paragraphs` paragraphs of text, without any break (`linea N ...`). */
export async function makePlainDocx(paragraphs: number): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        children: Array.from(
          { length: paragraphs },
          (_, index) =>
            new Paragraph(`linea ${index + 1} del documento de prueba, con texto suficiente.`),
        ),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/**
 * A workbook of three sheets with what the split must keep: `Ventas` (a merged, bold, filled
 * title row 30 points high; widths 22/12/14/16; a number format; formulas with their results;
 * the name `Totales` for its totals), `Costes` (a date format, a percentage, formulas reading
 * `Ventas` directly, through `Totales` and as a shared formula, and one reading its own cells),
 * `Notas` (a merge, text, a validation listing `Ventas` cells and one listing its own values).
 */
export async function makeSalesXlsx(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sales = workbook.addWorksheet('Ventas');
  sales.columns = [{ width: 22 }, { width: 12 }, { width: 14 }, { width: 16 }];
  sales.mergeCells('A1:D1');
  sales.getCell('A1').value = 'Informe de ventas';
  sales.getCell('A1').font = { bold: true, size: 14 };
  sales.getCell('A1').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFE699' } };
  sales.getRow(1).height = 30;
  sales.addRow(['Producto', 'Unidades', 'Precio', 'Total']);
  sales.getRow(2).font = { bold: true };
  sales.getRow(2).getCell(4).border = { bottom: { style: 'thin' } };
  const items: Array<[string, number, number]> = [
    ['Tornillos', 10, 2.5],
    ['Tuercas', 4, 1.25],
  ];
  items.forEach(([product, units, price], index) => {
    const row = index + 3;
    sales.getRow(row).values = [
      product,
      units,
      price,
      { formula: `B${row}*C${row}`, result: units * price },
    ];
  });
  sales.getColumn(3).numFmt = '#,##0.00';
  sales.getColumn(4).numFmt = '#,##0.00';

  const costs = workbook.addWorksheet('Costes');
  costs.getCell('A1').value = 'Fecha';
  costs.getCell('B1').value = new Date(Date.UTC(2025, 2, 15));
  costs.getCell('B1').numFmt = 'dd/mm/yyyy';
  costs.getCell('A2').value = 'Margen';
  costs.getCell('B2').value = 0.125;
  costs.getCell('B2').numFmt = '0.0%';
  costs.getCell('A3').value = 'Total ventas';
  costs.getCell('B3').value = { formula: 'Ventas!D3+Ventas!D4', result: 30 };
  costs.getCell('A4').value = 'Doble';
  costs.getCell('B4').value = { formula: 'B2*2', result: 0.25 };
  costs.getCell('A5').value = 'Por nombre';
  costs.getCell('B5').value = { formula: 'SUM(Totales)', result: 30 };
  costs.getCell('C1').value = {
    formula: 'Ventas!B3*2',
    result: 20,
    shareType: 'shared',
    ref: 'C1:C2',
  } as ExcelJS.CellFormulaValue;
  costs.getCell('C2').value = { sharedFormula: 'C1', result: 8 };
  workbook.definedNames.add('Ventas!$D$3:$D$4', 'Totales');

  const notes = workbook.addWorksheet('Notas');
  notes.mergeCells('B2:C3');
  notes.getCell('B2').value = 'Nota combinada';
  notes.getCell('A5').value = 'Producto';
  notes.getCell('A6').dataValidation = {
    type: 'list',
    allowBlank: true,
    formulae: ['Ventas!$A$3:$A$4'],
  };
  notes.getCell('A7').dataValidation = { type: 'list', allowBlank: true, formulae: ['"si,no"'] };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * A DOCX whose document part is `megabytes` of spaces: it deflates about 1,000 to 1 (a zip bomb
 * dressed as a Word file) and must be refused from its central directory.
 */
export function makeZipBombDocx(megabytes: number): Uint8Array {
  const entries = unzipSync(minimalDocx());
  entries['word/document.xml'] = new Uint8Array(megabytes * 1024 * 1024).fill(0x20);
  return zipSync(entries, { level: 9 });
}

/**
 * A DOCX whose document part inflates to 8 MiB while the archive declares 1,000 bytes, in its
 * local header and its central directory: a zip bomb that lies to a listing.
 */
export function lyingSizesDocx(): Uint8Array {
  const entries = unzipSync(minimalDocx());
  entries['word/document.xml'] = new Uint8Array(8 * 1024 * 1024).fill(0x20);
  const bytes = Buffer.from(zipSync(entries, { level: 9 }));
  const target = 'word/document.xml';
  for (let offset = 0; offset < bytes.length - 46; offset++) {
    const signature = bytes.readUInt32LE(offset);
    if (
      signature === 0x04034b50 &&
      bytes.toString('latin1', offset + 30, offset + 30 + target.length) === target
    ) {
      bytes.writeUInt32LE(1000, offset + 22);
    }
    if (
      signature === 0x02014b50 &&
      bytes.toString('latin1', offset + 46, offset + 46 + target.length) === target
    ) {
      bytes.writeUInt32LE(1000, offset + 24);
    }
  }
  return new Uint8Array(bytes);
}

/**
 * A DOCX showing an image that is not in the file but linked to `url` (`r:link`, TargetMode
 * External): opening it must not fetch anything.
 */
export function makeLinkedImageDocx(url: string): Uint8Array {
  const entries = unzipSync(minimalDocx('imagen enlazada'));
  const picture = `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="952500" cy="952500"/><wp:docPr id="1" name="remota"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="1" name="remota.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:link="rIdRemote"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="952500" cy="952500"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  const document = strFromU8(entries['word/document.xml'] ?? new Uint8Array())
    .replace(
      '<w:document ',
      '<w:document xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ',
    )
    .replace('</w:body>', `${picture}</w:body>`);
  entries['word/document.xml'] = strToU8(document);
  entries['word/_rels/document.xml.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdRemote" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${url}" TargetMode="External"/></Relationships>`,
  );
  return zipSync(entries);
}

/** The smallest DOCX Word opens: content types, the package relationship, one paragraph. */
export function minimalDocx(text = 'hola'): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

/**
 * A password-protected OpenDocument text as LibreOffice writes one (ODF 1.2 §3.4): its manifest
 * says `content.xml` is AES-256 encrypted with a PBKDF2 key, and the entry holds random bytes.
 * Opening it asks for a password.
 */
export function makeEncryptedOdt(): Uint8Array {
  const random = (size: number) =>
    Buffer.from(Array.from({ length: size }, (_, i) => (i * 73 + 41) % 256));
  const base64 = (size: number) => random(size).toString('base64');
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="application/vnd.oasis.opendocument.text"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml" manifest:size="2048">
  <manifest:encryption-data manifest:checksum-type="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0#sha256-1k" manifest:checksum="${base64(32)}">
   <manifest:algorithm manifest:algorithm-name="http://www.w3.org/2001/04/xmlenc#aes256-cbc" manifest:initialisation-vector="${base64(16)}"/>
   <manifest:start-key-generation manifest:start-key-generation-name="http://www.w3.org/2000/09/xmldsig#sha256" manifest:key-size="32"/>
   <manifest:key-derivation manifest:key-derivation-name="PBKDF2" manifest:key-size="32" manifest:iteration-count="100000" manifest:salt="${base64(16)}"/>
  </manifest:encryption-data>
 </manifest:file-entry>
</manifest:manifest>`;
  return zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.text'), { level: 0 }],
    'content.xml': [new Uint8Array(random(2048)), { level: 0 }],
    'META-INF/manifest.xml': strToU8(manifest),
  });
}

/** An OLE compound file holding an `EncryptedPackage` stream: a password-protected DOCX. */
export function makeEncryptedOfficeFile(): Uint8Array {
  const bytes = Buffer.alloc(4096);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  // The directory entries' names, UTF-16, as MS-OFFCRYPTO lays out an encrypted package.
  Buffer.from('EncryptionInfo', 'utf16le').copy(bytes, 1024);
  Buffer.from('EncryptedPackage', 'utf16le').copy(bytes, 1152);
  return new Uint8Array(bytes);
}

/** The first kilobytes of an x86-64 Windows program (an MZ header and padding). */
export function makeExecutable(): Uint8Array {
  const bytes = Buffer.alloc(2048);
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1').copy(bytes, 0);
  Buffer.from('This program cannot be run in DOS mode.', 'latin1').copy(bytes, 78);
  return new Uint8Array(bytes);
}
