// The docqa-xquad-dev dataset (its README): 24 Markdown articles per language and their questions.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type Language = 'es' | 'en';

export type BenchDocument = { file: string; text: string };

export type BenchQuestion = {
  id: string;
  question: string;
  answers: string[];
  docFile: string;
  /** Where the gold answer sits in its document's text. */
  spanStart: number;
  spanEnd: number;
};

export function chatDevDir(): string {
  const datasets = resolve(
    process.env.FOLIO_DATASETS_DIR ?? resolve(import.meta.dirname, '../../../../shared/datasets'),
  );
  return join(datasets, 'chat-dev', 'docqa-xquad-dev');
}

export function hasDataset(): boolean {
  return existsSync(join(chatDevDir(), 'questions-en.jsonl'));
}

export function loadDocuments(language: Language): BenchDocument[] {
  const folder = join(chatDevDir(), `docs-${language}`);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(folder, file), 'utf8') }));
}

type QuestionLine = {
  id: string;
  question: string;
  answers: string[];
  doc_file: string;
  answer_start: number;
  paragraph_text: string;
};

/** The questions of one language, with the gold span located in the document's text. */
export function loadQuestions(
  language: Language,
  documents: readonly BenchDocument[],
): BenchQuestion[] {
  const byFile = new Map(documents.map((document) => [document.file, document.text]));
  return readFileSync(join(chatDevDir(), `questions-${language}.jsonl`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry = JSON.parse(line) as QuestionLine;
      const paragraphAt = (byFile.get(entry.doc_file) ?? '').indexOf(entry.paragraph_text);
      const spanStart = paragraphAt + entry.answer_start;
      return {
        id: entry.id,
        question: entry.question,
        answers: entry.answers,
        docFile: entry.doc_file,
        spanStart,
        spanEnd: spanStart + (entry.answers[0]?.length ?? 0),
      };
    });
}
