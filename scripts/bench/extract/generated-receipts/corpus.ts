// The generated receipts corpus: every family's receipts printed on a narrow Courier tape,
// scanned (rendered at 96 to 200 dpi, grain, specks, a slight turn; some in faded thermal ink) so
// the OCR path reads them, and written once into node_modules/.cache keyed by the generator's
// sources, with answer files as invoices-dev has.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { LabelledDocument } from '../dataset.ts';
import { generatedCorpus, halfOf } from '../generated-corpus.ts';
import { seeded } from '../generated-es/random.ts';
import { scanFirstPage } from '../generated-es/scan.ts';
import { drawReceiptPdf } from '../../../../apps/middleware/src/extractor/engine/testing/draw-receipt.ts';
import type { ReceiptFamily } from './family.ts';
import { HELD_ABROAD_FAMILIES } from './held-abroad.ts';
import { HELD_FAMILIES } from './held.ts';
import { HELD_PAYMENT_FAMILIES } from './held-payments.ts';
import { PROBE3_HELD_FAMILIES } from './probe3-held.ts';
import { PROBE3_TUNE_FAMILIES } from './probe3-tune.ts';
import { Tape } from './tape.ts';
import { TUNE_ABROAD_FAMILIES } from './tune-abroad.ts';
import { TUNE_CHECK_FAMILIES } from './tune-checks.ts';
import { TUNE_DOLLAR_FAMILIES } from './tune-dollars.ts';
import { TUNE_FAMILIES } from './tune.ts';
import { TUNE_PAYMENT_FAMILIES } from './tune-payments.ts';
import { TUNE_SUMMARY_FAMILIES } from './tune-summaries.ts';
import { TUNE_TENDER_FAMILIES } from './tune-tenders.ts';

/** Every family; each is wholly in the tune half or wholly held out. */
export const RECEIPT_FAMILIES: ReceiptFamily[] = [
  ...TUNE_FAMILIES,
  ...HELD_FAMILIES,
  // The sixteenth pass's families (where a receipt's total comes from); the first eight's files
  // are byte-identical, each receipt being drawn from its own seed.
  ...TUNE_PAYMENT_FAMILIES,
  ...HELD_PAYMENT_FAMILIES,
  // Written after the held figures above (not their misses): tenders, tips, a tax summary.
  ...TUNE_TENDER_FAMILIES,
  // The seventeenth pass's probe, halves fixed before any result: British, Australian and
  // American kinds (VAT and GST summaries, fuel by the gallon, loyalty savings, split tenders, a
  // hotel bill with a service charge and a bracketed tip).
  ...TUNE_ABROAD_FAMILIES,
  ...HELD_ABROAD_FAMILIES,
  // Written after that probe's figures (not its misses): a bare `$` that is another country's.
  ...TUNE_DOLLAR_FAMILIES,
  // The eighteenth pass: the probe's held total kinds (a GST summary's own Total row, split
  // tenders with change, a service charge with bracketed suggested tips) drawn in other layouts,
  // written after that probe's held figures, never its misses.
  ...TUNE_SUMMARY_FAMILIES,
  ...TUNE_CHECK_FAMILIES,
  // Receipts probe 3: SROIE-like Malaysian kinds not drawn before, halves fixed before any result.
  ...PROBE3_TUNE_FAMILIES,
  ...PROBE3_HELD_FAMILIES,
];

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
  const { dir, answers } = await generatedCorpus(
    'bench-generated-receipts',
    SOURCES,
    async (dir): Promise<AnswerFile[]> => {
      const written: AnswerFile[] = [];
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
          written.push({
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
      return written;
    },
  );
  return answers.map((answer) => ({
    corpus: 'generated-receipts',
    name: answer.doc,
    path: join(dir, answer.doc),
    header: answer.header,
    half: halfOf(answer),
  }));
}
