// Accuracy and speed of the built-in extraction engine on invoices-dev (issue #6), scored as the
// dataset's README says. From the repository root:
//   pnpm bench:extract            (accuracy and speed)
//   pnpm bench:extract --misses   (also every wrong or missing field, for tuning rules)
//   pnpm bench:extract --no-speed (accuracy only)
//   pnpm bench:extract --speed    (speed only)
// Runs the TypeScript sources directly (no build). Prints; never asserted in tests.
import '../../../packages/documents/src/workers/source-hooks.ts';

const { invoicesDevDir, loadCorpus } = await import('./dataset.ts');
const { printScore, scoreCorpus } = await import('./accuracy.ts');
const { measureSpeed } = await import('./speed.ts');

const showMisses = process.argv.includes('--misses');
const root = invoicesDevDir();
const text = [...loadCorpus(root, 'invoice2data'), ...loadCorpus(root, 'parsee')];
const raster = loadCorpus(root, 'raster-pdf');
if (text.length === 0) {
  console.log(`invoices-dev not found at ${root} (set FOLIO_DATASETS_DIR)`);
  process.exit(1);
}
if (process.argv.includes('--speed')) {
  await measureSpeed(text, raster);
  process.exit(0);
}

console.log(
  'Built-in engine on invoices-dev (README scoring; targets: >= 90% header fields on the text',
);
console.log('layer, >= 70% on the scanned track, line-item F1 >= 0.8)');
let all = { correct: 0, labelled: 0 };
for (const corpus of ['invoice2data', 'parsee'] as const) {
  const score = await scoreCorpus(
    corpus,
    text.filter((document) => document.corpus === corpus),
  );
  const printed = printScore(score, showMisses);
  all = { correct: all.correct + printed.correct, labelled: all.labelled + printed.labelled };
}
console.log(
  `\ntext-layer corpus (invoice2data + parsee): ${((100 * all.correct) / all.labelled).toFixed(1)}% of ${all.labelled} labelled header fields`,
);
const rasterScore = await scoreCorpus('raster-pdf (OCR track)', raster);
printScore(rasterScore, showMisses);

if (!process.argv.includes('--no-speed')) {
  await measureSpeed(text, raster);
}
