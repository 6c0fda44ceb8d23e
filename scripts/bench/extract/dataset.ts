// The invoices-dev dataset as the bench reads it: each PDF with its answer file, by corpus.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import {
  HEADER_CONFIGURATION,
  LINE_ITEM_ATTRIBUTES,
} from '../../../apps/middleware/src/extractor/engine/testing/header-configuration.ts';

/** A labelled header: a value, or a list of accepted alternatives. */
export type Expected = string | number | readonly (string | number)[];

/** A labelled line item (README "Answer files"). */
export type ExpectedLine = {
  description?: string;
  quantity?: number;
  unit_price?: number;
  amount?: number;
};

/** One PDF of the dataset with its answers. */
export type LabelledDocument = {
  corpus: string;
  name: string;
  path: string;
  header: Record<string, Expected>;
  lines?: ExpectedLine[];
  /** The half it belongs to when its corpus says (a generated layout family's), else by name. */
  half?: Half;
};

type AnswerFile = { doc: string; header: Record<string, Expected>; lines?: ExpectedLine[] };

/** The dataset folder: FOLIO_DATASETS_DIR, or the repository's sibling `shared/datasets`. */
export function invoicesDevDir(): string {
  const datasets = resolve(
    process.env.FOLIO_DATASETS_DIR ?? resolve(import.meta.dirname, '../../../../shared/datasets'),
  );
  return join(datasets, 'invoices-dev');
}

/** A corpus of the bench: its PDFs' folder and its answer files' folder, under invoices-dev. */
const CORPORA = {
  invoice2data: { pdfs: 'invoice2data', answers: 'invoice2data/gt' },
  parsee: { pdfs: 'parsee', answers: 'parsee/gt' },
  // The OCR track: page images of four invoice2data PDFs, answered by the same answer files.
  'raster-pdf': { pdfs: 'invoice2data/raster-pdf', answers: 'invoice2data/gt' },
  // German and French e-invoices with their XML removed: only the page text can be read.
  zugferd: { pdfs: 'zugferd', answers: 'zugferd/gt' },
  // The same e-invoices with the XML attached: the e-invoice path.
  'zugferd-xml': { pdfs: 'zugferd/with-xml', answers: 'zugferd/gt' },
  // Scanned shop receipts (no text layer): issuer, date and total.
  sroie: { pdfs: 'sroie', answers: 'sroie/gt' },
} as const;

/** The name of a corpus of the bench. */
export type CorpusName = keyof typeof CORPORA;

/** The documents of one corpus that have both a PDF and an answer file. */
export function loadCorpus(root: string, corpus: CorpusName): LabelledDocument[] {
  const pdfDir = join(root, CORPORA[corpus].pdfs);
  const gtDir = join(root, CORPORA[corpus].answers);
  if (!existsSync(pdfDir) || !existsSync(gtDir)) {
    return [];
  }
  const pdfs = new Set(readdirSync(pdfDir).filter((name) => name.endsWith('.pdf')));
  return readdirSync(gtDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(gtDir, file), 'utf8')) as AnswerFile)
    .filter((answer) => pdfs.has(answer.doc))
    .map((answer) => ({
      corpus,
      name: answer.doc,
      path: join(pdfDir, answer.doc),
      header: answer.header,
      ...(answer.lines === undefined ? {} : { lines: answer.lines }),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The configuration the README says to run: the engine tests' header fields and line items. */
export const BENCH_CONFIGURATION = {
  attributes: [...HEADER_CONFIGURATION.attributes, ...LINE_ITEM_ATTRIBUTES],
} as const;

/** The header fields scored: those of the configuration. */
export const SCORED_FIELDS = HEADER_CONFIGURATION.attributes.map((attribute) => attribute.name);

/** Which half of its corpus a file is in, by the hash of its name: one to tune on, one held out. */
export type Half = 'tune' | 'held';

/** The half a document is in: its own when its corpus assigns one, else by its name's hash. */
export function halfOfDocument(document: LabelledDocument): Half {
  return document.half ?? halfOf(document.name);
}

/** The half a file name falls in (stable: the first byte of its SHA-256, even or odd). */
export function halfOf(name: string): Half {
  const firstByte = createHash('sha256').update(name).digest()[0] ?? 0;
  return firstByte % 2 === 0 ? 'tune' : 'held';
}
