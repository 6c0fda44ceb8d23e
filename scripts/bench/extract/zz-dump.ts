import '/work/main/scripts/bench/extract/source-hooks.ts';
const { readPdfPages } = await import('@folio/documents');
import { readFileSync } from 'node:fs';
const file = process.argv[2]!;
const text = await readPdfPages(readFileSync(file), { ocr: process.argv[3] === 'never' ? 'never' : 'auto' });
for (const page of text.pages) {
  console.log(`--- page ${page.pageNumber} ${page.width}x${page.height} ${page.source}`);
  for (const line of page.lines) {
    console.log(`${String(Math.round(line.box.x)).padStart(4)} ${String(Math.round(line.box.y)).padStart(4)} ${String(Math.round(line.box.width)).padStart(4)} | ${line.text}`);
  }
}
