// The hostile files of the bench: each built here, in milliseconds, from the same builders the
// tests use. Kinds decide which paths a file is sent to.
import { makeEncryptedPdf, makePdf } from '../../../apps/service/src/utils/testing/fixtures.ts';
import {
  docxBomb,
  docxNestedTables,
  docxRatioBomb,
  xlsxBillionLaughs,
  xlsxFarCorner,
  xlsxManyRows,
  xlsxManySheets,
} from '../../../packages/documents/src/testing/hostile-office.ts';

export type HostileKind = 'docx' | 'xlsx' | 'pdf' | 'html';

/** One hostile input: a file (or, for HTML, its text) and what makes it hostile. */
export type HostileInput = { name: string; kind: HostileKind; bytes: Uint8Array; what: string };

const MIB = 1024 * 1024;

/** The encrypted-package stream name of an OOXML file saved with a password (MS-OFFCRYPTO). */
function encryptedDocx(): Uint8Array {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return Buffer.concat([header, Buffer.alloc(504), Buffer.from('EncryptedPackage', 'utf16le')]);
}

const text = (value: string) => new TextEncoder().encode(value);

/** Every hostile input, built now. */
export async function buildCorpus(): Promise<HostileInput[]> {
  const pdf = await makePdf([[595, 842]]);
  return [
    { name: 'bomb-lying.docx', kind: 'docx', bytes: docxBomb(2048 * MIB), what: 'sizes lie, 2 GB' },
    { name: 'bomb-ratio.docx', kind: 'docx', bytes: docxRatioBomb(), what: 'honest 200 MB' },
    { name: 'nested.docx', kind: 'docx', bytes: docxNestedTables(3_000), what: '3,000 tables' },
    {
      name: 'truncated.docx',
      kind: 'docx',
      bytes: docxNestedTables(3).subarray(0, 300),
      what: 'cut',
    },
    { name: 'encrypted.docx', kind: 'docx', bytes: encryptedDocx(), what: 'password' },
    { name: 'laughs.xlsx', kind: 'xlsx', bytes: xlsxBillionLaughs(), what: 'billion laughs' },
    { name: 'corner.xlsx', kind: 'xlsx', bytes: xlsxFarCorner(), what: 'cell XFD1048576' },
    { name: 'rows.xlsx', kind: 'xlsx', bytes: xlsxManyRows(1_000_000), what: 'a million rows' },
    { name: 'sheets.xlsx', kind: 'xlsx', bytes: xlsxManySheets(1_000), what: '1,000 sheets' },
    { name: 'encrypted.pdf', kind: 'pdf', bytes: await makeEncryptedPdf(), what: 'password' },
    { name: 'truncated.pdf', kind: 'pdf', bytes: pdf.subarray(0, pdf.length / 2), what: 'cut' },
    {
      name: 'endless.html',
      kind: 'html',
      bytes: text('<p>x</p><script>for (;;) {}</script>'),
      what: 'endless script',
    },
    {
      name: 'pages.html',
      kind: 'html',
      bytes: text('<p style="page-break-after: always">page</p>'.repeat(10_000)),
      what: '10,000 pages',
    },
  ];
}
