// Bench-only corpora of rough scans: documents of the generated receipts and Spanish-language
// families drawn again from their own seeds (same answers, same halves by family) and scanned as
// real phone photos and cheap scans come (`scan-rough.ts`), written once into node_modules/.cache
// keyed by the generators' sources. The generated corpora's own files are not touched.
//   pnpm -s bench:extract --no-speed --corpus=rough-receipts|rough-es [--rough=skew|ink]
// `--rough=skew` turns the pages only, `--rough=ink` fades them only: how much of the drop is
// which.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { drawPdf } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import { drawReceiptPdf } from '../../../../apps/middleware/src/extractor/engine/testing/draw-receipt.ts';
import type { LabelledDocument } from '../dataset.ts';
import { generatedCorpus, halfOf } from '../generated-corpus.ts';
import { FAMILIES } from '../generated-es/corpus.ts';
import { seeded } from '../generated-es/random.ts';
import { RECEIPT_FAMILIES } from '../generated-receipts/corpus.ts';
import { Tape } from '../generated-receipts/tape.ts';
import { type RoughVariant, scanRough } from './scan-rough.ts';

/** The rough corpora the bench knows. */
export type RoughCorpus = 'rough-receipts' | 'rough-es';

// Which documents of each family are drawn again: receipts 0-1 (60), Spanish 6-7 (64, the
// generated corpus's own scanned numbers).
const RECEIPT_INDEXES = [0, 1];
const SPANISH_INDEXES = [6, 7];

const REPOSITORY = resolve(import.meta.dirname, '../../../..');
const SOURCES = [
  import.meta.dirname,
  resolve(import.meta.dirname, '../generated-es'),
  resolve(import.meta.dirname, '../generated-receipts'),
  join(REPOSITORY, 'apps/middleware/src/extractor/engine/testing'),
];

type AnswerFile = {
  doc: string;
  family: string;
  half: string;
  header: LabelledDocument['header'];
  lines?: LabelledDocument['lines'];
};

type Drawn = Omit<AnswerFile, 'doc'> & { pdf: Uint8Array; dpi: number };

/** A receipt as generated-receipts draws it (its seed, its resolution), before the scan. */
async function* drawReceipts(): AsyncGenerator<Drawn & { index: number }> {
  for (const family of RECEIPT_FAMILIES) {
    for (const index of RECEIPT_INDEXES) {
      const random = seeded(`${family.name}/${index}`);
      const dpi = random.pick([96, 120, 150, 150, 200]);
      const size = dpi <= 120 ? random.pick([10, 10.5, 11]) : random.pick([8.5, 9, 9.5]);
      const tape = new Tape(random, random.int(38, 44), size);
      const header = family.print(random, tape);
      const faded = random.chance(0.25);
      const ink = faded ? 0.45 + random.next() * 0.15 : random.next() * 0.15;
      const pdf = await drawReceiptPdf(tape.texts, ink);
      yield { family: family.name, half: family.half, header, pdf, dpi, index };
    }
  }
}

/** A Spanish-language invoice as generated-es draws it (its seed, its resolution). */
async function* drawSpanish(): AsyncGenerator<Drawn & { index: number }> {
  for (const family of FAMILIES) {
    for (const index of SPANISH_INDEXES) {
      const random = seeded(`${family.name}/${index}`);
      const invoice = family.make(random);
      const pdf = await drawPdf(invoice.pages);
      const dpi = random.pick([150, 200]);
      const { header, lines } = invoice;
      yield { family: family.name, half: family.half, header, lines, pdf, dpi, index };
    }
  }
}

/** The variant `--rough=` names (default: every roughness at once). */
export function roughVariantOf(argv: readonly string[]): RoughVariant {
  const named = argv.find((arg) => arg.startsWith('--rough='))?.slice('--rough='.length);
  return named === 'skew' || named === 'ink' ? named : 'rough';
}

/** Writes the corpus if this generator has not yet, and returns its labelled documents. */
export async function loadRoughScans(
  corpus: RoughCorpus,
  variant: RoughVariant,
): Promise<LabelledDocument[]> {
  const { dir, answers } = await generatedCorpus(
    `bench-${corpus}-${variant}`,
    SOURCES,
    async (dir): Promise<AnswerFile[]> => {
      const written: AnswerFile[] = [];
      const drawn = corpus === 'rough-receipts' ? drawReceipts() : drawSpanish();
      for await (const { pdf, dpi, index, ...answer } of drawn) {
        const random = seeded(`rough/${answer.family}/${index}`);
        const doc = `${answer.family}-${String(index).padStart(2, '0')}-rough.pdf`;
        writeFileSync(join(dir, doc), await scanRough(pdf, random, dpi, variant));
        written.push({ doc, ...answer });
      }
      return written;
    },
  );
  return answers.map((answer) => ({
    corpus,
    name: answer.doc,
    path: join(dir, answer.doc),
    header: answer.header,
    ...(answer.lines === undefined ? {} : { lines: answer.lines }),
    half: halfOf(answer),
  }));
}
