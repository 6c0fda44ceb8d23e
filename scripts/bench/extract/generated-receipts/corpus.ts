// The generated receipts corpus: every family's receipts printed on a narrow Courier tape,
// scanned (rendered at 96 to 200 dpi, grain, specks, a slight turn; some in faded thermal ink) so
// the OCR path reads them, and written once into node_modules/.cache keyed by the generator's
// sources, with answer files as invoices-dev has.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { LabelledDocument } from '../dataset.ts';
import { generatorVersion } from '../generator-version.ts';
import { seeded } from '../generated-es/random.ts';
import { scanFirstPage } from '../generated-es/scan.ts';
import { drawReceiptPdf } from '../../../../apps/middleware/src/extractor/engine/testing/draw-receipt.ts';
import type { ReceiptFamily } from './family.ts';
import { HELD_FAMILIES } from './held.ts';
import { Tape } from './tape.ts';
import { TUNE_FAMILIES } from './tune.ts';

/** Every family; each is wholly in the tune half or wholly held out. */
export const RECEIPT_FAMILIES: ReceiptFamily[] = [...TUNE_FAMILIES, ...HELD_FAMILIES];

const PER_FAMILY = 5;

const REPOSITORY = resolve(import.meta.dirname, '../../../..');
const SOURCES = [
  import.meta.dirname,
  resolve(import.meta.dirname, '../generated-es'),
  join(REPOSITORY, 'apps/middleware/src/extractor/engine/testing'),
];

type AnswerFile = {
  doc: string;
  family: string;
  kind: string;
  half: string;
  dpi: number;
  faded: boolean;
  header: LabelledDocument['header'];
};

/** Writes the corpus if this generator has not yet, and returns its labelled documents. */
export async function loadGeneratedReceipts(): Promise<LabelledDocument[]> {
  const dir = join(
    REPOSITORY,
    'node_modules/.cache/bench-generated-receipts',
    generatorVersion(SOURCES),
  );
  if (!existsSync(join(dir, 'answers.json'))) {
    mkdirSync(dir, { recursive: true });
    const answers: AnswerFile[] = [];
    for (const family of RECEIPT_FAMILIES) {
      for (let index = 0; index < PER_FAMILY; index += 1) {
        const random = seeded(`${family.name}/${index}`);
        // Low-resolution scans print larger (a phone photo of a receipt held close).
        const dpi = random.pick([96, 120, 150, 150, 200]);
        const size = dpi <= 120 ? random.pick([10, 10.5, 11]) : random.pick([8.5, 9, 9.5]);
        const tape = new Tape(random, random.int(38, 44), size);
        const header = family.print(random, tape);
        const faded = random.chance(0.25);
        const ink = faded ? 0.45 + random.next() * 0.15 : random.next() * 0.15;
        const pdf = await scanFirstPage(await drawReceiptPdf(tape.texts, ink), random, dpi);
        const doc = `${family.name}-${String(index).padStart(2, '0')}.pdf`;
        writeFileSync(join(dir, doc), pdf);
        answers.push({
          doc,
          family: family.name,
          kind: family.kind,
          half: family.half,
          dpi,
          faded,
          header,
        });
      }
    }
    writeFileSync(join(dir, 'answers.json'), JSON.stringify(answers, null, 1));
  }
  const stored = JSON.parse(readFileSync(join(dir, 'answers.json'), 'utf8')) as AnswerFile[];
  return stored.map((answer) => ({
    corpus: 'generated-receipts',
    name: answer.doc,
    path: join(dir, answer.doc),
    header: answer.header,
    half: answer.half === 'held' ? 'held' : 'tune',
  }));
}
