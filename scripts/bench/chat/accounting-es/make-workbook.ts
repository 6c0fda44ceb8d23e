// Writes libro-contable.xlsx, the Spanish accounting workbook of the accounting-es bench set
// (issue 12, "Quality, measured by scripts/bench/chat"): a small food distributor's books for 2024
// and the first half of 2025, written the way a small business keeps them in Excel: titles above
// the headers, a blank row, subtotal and total rows, notes below, amounts sometimes typed as text
// with a decimal comma ("1.234,56"), dates sometimes typed as text ("15/03/2024"), an invoice with
// two VAT rates on two rows under one number, a two-row header over the VAT sheet. Deterministic:
// a seeded pseudo-random generator, no clock; the steps below draw from it in a fixed order.
// From the repository root:
//   node scripts/bench/chat/accounting-es/make-workbook.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type ExcelJSModule from '../../../../apps/middleware/node_modules/exceljs';
import type * as FflateModule from '../../../../apps/middleware/node_modules/fflate/lib/index.js';
import { addClientsSheet, addJournalSheet, addVatSheet } from './workbook/book-sheets.ts';
import { makeIssued } from './workbook/issued.ts';
import { makeJournal } from './workbook/journal.ts';
import { makeClients, makeSuppliers } from './workbook/parties.ts';
import { makeReceived } from './workbook/received.ts';
import { addIssuedSheet, addReceivedSheet } from './workbook/register-sheets.ts';

// exceljs and fflate are dependencies of the middleware, not of the repository root: loaded
// from there.
const requireFromMiddleware = createRequire(
  new URL('../../../../apps/middleware/package.json', import.meta.url),
);
const ExcelJS = requireFromMiddleware('exceljs') as typeof ExcelJSModule;
const fflate = requireFromMiddleware('fflate') as typeof FflateModule;

const OUTPUT = new URL('libro-contable.xlsx', import.meta.url);

const clients = makeClients();
const suppliers = makeSuppliers();
const issued = makeIssued(clients);
const received = makeReceived(suppliers);
const entries = makeJournal(issued, received);

const workbook = new ExcelJS.Workbook();
workbook.creator = 'Distribuciones Olivares S.L.';
workbook.created = new Date(Date.UTC(2025, 6, 1));
workbook.modified = workbook.created;
addIssuedSheet(workbook, issued);
addReceivedSheet(workbook, received);
addJournalSheet(workbook, entries);
addVatSheet(workbook, issued, received);
addClientsSheet(workbook, clients);

// exceljs stamps each zip entry with the time of writing: zipped again with a fixed time, so the
// same script always writes the same bytes.
const written = new Uint8Array(await workbook.xlsx.writeBuffer());
const entriesOfZip = fflate.unzipSync(written);
const files: Record<string, [Uint8Array, { mtime: Date }]> = {};
for (const name of Object.keys(entriesOfZip).sort()) {
  files[name] = [entriesOfZip[name] ?? new Uint8Array(), { mtime: workbook.created }];
}
writeFileSync(OUTPUT, fflate.zipSync(files, { level: 6 }));
console.log(
  `libro-contable.xlsx: ${String(issued.length)} facturas emitidas (filas), ${String(received.length)} recibidas, ` +
    `${String(entries.reduce((sum, one) => sum + one.lines.length, 0))} líneas de diario, ${String(clients.length)} clientes`,
);
