// The documents the missions bench reads: the invoices-dev PDFs (every corpus, read as the
// chatbot's index reads an upload: text layer, OCR where it is unusable) and the docqa-xquad-dev
// articles, each with its corpus, its part of the tune/held-out split and the class it must get.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { MissionDocument } from '../../../../apps/middleware/src/chatbot/missions/mission-input.ts';
import { DEFAULT_INDEX_LIMITS } from '../../../../apps/middleware/src/storage/index/index-limits.ts';
import { extractText } from '../../../../apps/middleware/src/storage/index/extract-text.ts';
import { invoicesDevDir, type Expected } from '../../extract/dataset.ts';
import { loadDocuments, type Language } from '../dataset.ts';

export const INVOICE_CORPORA = ['invoice2data', 'parsee', 'zugferd', 'sroie'] as const;
export type InvoiceCorpus = (typeof INVOICE_CORPORA)[number];
export type Corpus = InvoiceCorpus | 'docqa-en' | 'docqa-es';
export type Part = 'tune' | 'held-out';

// Tuned on the first invoice corpus and the English articles; the rest is never looked at while
// tuning the rules, so its figures are the ones to believe.
export const PART_OF: Readonly<Record<Corpus, Part>> = {
  invoice2data: 'tune',
  'docqa-en': 'tune',
  parsee: 'held-out',
  zugferd: 'held-out',
  sroie: 'held-out',
  'docqa-es': 'held-out',
};

/** What a document is, by its corpus: an invoice, a shop receipt, or an encyclopaedia article. */
export type Kind = 'invoice' | 'receipt' | 'article';

const KIND_OF: Readonly<Record<Corpus, Kind>> = {
  invoice2data: 'invoice',
  parsee: 'invoice',
  zugferd: 'invoice',
  sroie: 'receipt',
  'docqa-en': 'article',
  'docqa-es': 'article',
};

/** A document of the bench: what the missions read, and what the dataset says about it. */
export type BenchDocument = {
  corpus: Corpus;
  part: Part;
  kind: Kind;
  document: MissionDocument;
  /** The invoice's labelled header (invoices-dev answer files); empty for articles. */
  header: Record<string, Expected>;
  /** Milliseconds the PDF took to read (OCR included); articles are text already. */
  readMs?: number;
};

type AnswerFile = { doc: string; header: Record<string, Expected> };

/** The PDFs of one invoices-dev corpus that have an answer file, read page by page. */
export async function loadInvoiceCorpus(corpus: InvoiceCorpus): Promise<BenchDocument[]> {
  const folder = join(invoicesDevDir(), corpus);
  const answers = readdirSync(join(folder, 'gt'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(folder, 'gt', file), 'utf8')) as AnswerFile)
    .sort((a, b) => a.doc.localeCompare(b.doc));
  const documents: BenchDocument[] = [];
  for (const answer of answers) {
    const started = performance.now();
    const text = await extractText(
      new Uint8Array(readFileSync(join(folder, answer.doc))),
      { reader: 'pdf' },
      {
        signal: AbortSignal.timeout(DEFAULT_INDEX_LIMITS.ocrBudgetMs),
        limits: DEFAULT_INDEX_LIMITS,
        onProgress: () => Promise.resolve(),
      },
    );
    documents.push({
      corpus,
      part: PART_OF[corpus],
      kind: KIND_OF[corpus],
      document: { fileId: `${corpus}/${answer.doc}`, fileName: answer.doc, pages: text.pages },
      header: answer.header,
      readMs: performance.now() - started,
    });
  }
  return documents;
}

/** The docqa-xquad-dev articles of one language, each one page of Markdown. */
export function loadArticles(language: Language): BenchDocument[] {
  const corpus: Corpus = `docqa-${language}`;
  return loadDocuments(language).map((article) => ({
    corpus,
    part: PART_OF[corpus],
    kind: KIND_OF[corpus],
    document: {
      fileId: `${corpus}/${article.file}`,
      fileName: article.file,
      pages: [{ page: 1, text: article.text }],
    },
    header: {},
  }));
}

/** Every document of the bench: the four invoice corpora, then the articles in both languages. */
export async function loadBench(): Promise<BenchDocument[]> {
  const invoices: BenchDocument[] = [];
  for (const corpus of INVOICE_CORPORA) {
    invoices.push(...(await loadInvoiceCorpus(corpus)));
  }
  return [...invoices, ...loadArticles('en'), ...loadArticles('es')];
}
