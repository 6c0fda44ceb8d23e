// The question sets the text-to-SQL bench scores: text2sql-dev (three databases, each an XLSX
// workbook) and, when it exists, the Spanish accounting set built beside the bench. Workbooks go
// through the same reader and table builder as an accounting topic's training.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { readSpreadsheet } from '../../../../packages/documents/src/index.ts';
import { workbookTables } from '../../../../apps/middleware/src/chatbot/accounting/tables/sheet-tables.ts';
import type { SheetTable } from '../../../../apps/middleware/src/chatbot/accounting/tables/table-types.ts';

export type GoldAlternative = { sql: string; rows?: unknown[][] };

export type BenchQuestion = {
  id: string;
  db: string;
  category: string;
  question: string;
  gold: GoldAlternative[];
  usesCurrentDate: boolean;
};

/** One workbook and the questions asked over it. */
export type BenchDatabase = { name: string; tables: SheetTable[]; questions: BenchQuestion[] };

type QuestionLine = {
  id: string;
  db?: string;
  query_category?: string;
  category?: string;
  question: string;
  gold_alternatives?: GoldAlternative[];
  gold_sql?: string;
  sql?: string;
  uses_current_date?: boolean;
};

function datasetsDir(): string {
  return resolve(
    process.env.FOLIO_DATASETS_DIR ??
      resolve(import.meta.dirname, '../../../../../shared/datasets'),
  );
}

export function text2sqlDevDir(): string {
  return join(datasetsDir(), 'chat-dev', 'text2sql-dev');
}

/** The Spanish accounting set (issue 12): its own workbook and questions, held out of tuning. */
export function accountingSetDir(): string {
  return resolve(import.meta.dirname, '../accounting-es');
}

function readQuestions(file: string, defaultDb: string): BenchQuestion[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const entry = JSON.parse(line) as QuestionLine;
      const single = entry.gold_sql ?? entry.sql;
      return {
        id: entry.id,
        db: entry.db ?? defaultDb,
        category: entry.query_category ?? entry.category ?? 'uncategorised',
        question: entry.question,
        gold: entry.gold_alternatives ?? (single === undefined ? [] : [{ sql: single }]),
        usesCurrentDate: entry.uses_current_date ?? false,
      };
    });
}

async function workbook(file: string): Promise<SheetTable[]> {
  const book = await readSpreadsheet(new Uint8Array(readFileSync(file)), 'xlsx');
  return workbookTables(book.sheets, file.replace(/^.*\//u, ''));
}

export function hasText2sqlDev(): boolean {
  return existsSync(join(text2sqlDevDir(), 'questions.jsonl'));
}

export async function loadText2sqlDev(): Promise<BenchDatabase[]> {
  const questions = readQuestions(join(text2sqlDevDir(), 'questions.jsonl'), '');
  const names = [...new Set(questions.map((question) => question.db))].sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      tables: await workbook(join(text2sqlDevDir(), 'dbs', name, `${name}.xlsx`)),
      questions: questions.filter((question) => question.db === name),
    })),
  );
}

/** The accounting set, or undefined while its folder is not there yet. */
export async function loadAccountingSet(): Promise<BenchDatabase | undefined> {
  const folder = accountingSetDir();
  const questions = join(folder, 'questions.jsonl');
  const book = join(folder, 'libro-contable.xlsx');
  if (!existsSync(questions) || !existsSync(book)) {
    return undefined;
  }
  return {
    name: 'accounting-es',
    tables: await workbook(book),
    questions: readQuestions(questions, 'accounting-es'),
  };
}
