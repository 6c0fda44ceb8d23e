// Prints what the built-in engine extracts from one PDF with the bench configuration, for
// tuning rules: node scripts/bench/extract/show.ts path/to/invoice.pdf [--no-cache] [--lines]
// (`--lines` also prints every line the engine reads, with its page and place)
// (pages read by the same reader sources come from the bench's cache, see page-cache.ts).
import '../../../packages/documents/src/workers/source-hooks.ts';

const { readFileSync } = await import('node:fs');
const { runBuiltInEngine } = await import('../../../apps/middleware/src/extractor/engine/index.ts');
const { BENCH_CONFIGURATION } = await import('./dataset.ts');
const { readPagesCached } = await import('./page-cache.ts');

const path = process.argv[2];
if (path === undefined) {
  console.log('usage: node scripts/bench/extract/show.ts <pdf>');
  process.exit(1);
}
const pdf = new Uint8Array(readFileSync(path));
const text = await readPagesCached(pdf, !process.argv.includes('--no-cache'));
if (process.argv.includes('--lines')) {
  for (const page of text.pages) {
    for (const line of page.lines) {
      console.log(
        `p${page.pageNumber} @${Math.round(line.box.x)},${Math.round(line.box.y)}  ${line.text}`,
      );
    }
  }
}
const result = await runBuiltInEngine({
  configuration: BENCH_CONFIGURATION,
  pages: text.pages,
  pdf,
});
for (const [name, field] of Object.entries(result.fields)) {
  const where =
    field.source === undefined
      ? ''
      : ` p${field.source.page} @${Math.round(field.source.box.x)},${Math.round(field.source.box.y)}`;
  console.log(
    `${name.padEnd(16)} ${JSON.stringify(field.value)} (${field.method ?? '-'} ${field.confidence})${where}`,
  );
}
result.rows.forEach((row, index) => {
  const cells = Object.entries(row.cells).map(
    ([name, cell]) => `${name}=${JSON.stringify(cell.value)}`,
  );
  console.log(`row ${index + 1}: ${cells.join(' ')}`);
});
for (const warning of result.warnings) {
  console.log(
    `warning ${warning.code}${warning.attribute === undefined ? '' : ` ${warning.attribute}`}: ${warning.message}`,
  );
}
