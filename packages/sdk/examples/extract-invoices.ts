/* eslint-disable no-console, no-restricted-imports -- an integrator's script: it imports the
   published package by name and prints what it did. */
// Extracts a folder of invoices with a saved configuration and writes the results as CSV:
//   node extract-invoices.ts ./invoices Facturas ./facturas.csv
import { saveDownload, zipFolder } from '@folio/sdk/node';

import { argumentsOr, connect } from './connect.ts';

const [folder = '', config = '', output = ''] = argumentsOr(
  'extract-invoices.ts <folder> <configuration> <output.csv>',
  3,
);
const folio = await connect();
const run = await folio.extractor.run(config, await zipFolder(folder));
run.on('progress', ({ done, failed, total }) => {
  console.error(`${String(done + failed)}/${String(total)} documents`);
});
const finished = await run.done();
await saveDownload(await folio.extractor.export(config, 'csv'), output);
console.log(`${String(finished.done)} documents extracted to ${output}`);
