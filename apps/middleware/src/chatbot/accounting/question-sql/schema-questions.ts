import type { SchemaTable, TableColumn, TopicSchema } from '../tables/table-types';
import { mapQuestion } from './map-question';

// Suggested questions from a topic's schema (issue 12 "SQL questions"): shapes the engine
// answers (a total, a breakdown, a monthly series, a ranking, a count, an average, a filter),
// written with the tables' own headers, and kept only when the engine maps them.

const MAX_QUESTIONS = 8;
const MIN_QUESTIONS = 4;

type Language = 'es' | 'en';
type Parts = {
  table: string;
  measure?: string;
  category?: string;
  value?: string;
  hasDate: boolean;
};

const TEMPLATES: Record<Language, ((parts: Parts) => string | undefined)[]> = {
  es: [
    ({ measure }) => (measure ? `Total de ${measure}` : undefined),
    ({ measure, category }) =>
      measure && category ? `Total de ${measure} por ${category}` : undefined,
    ({ measure, hasDate }) => (measure && hasDate ? `Total de ${measure} por mes` : undefined),
    ({ measure, category }) =>
      measure && category ? `¿Qué ${category} tiene el mayor ${measure}?` : undefined,
    ({ table }) => `¿Cuántos registros de ${table} hay?`,
    ({ measure }) => (measure ? `¿Cuál es el ${measure} medio?` : undefined),
    ({ measure, value }) => (measure && value ? `Total de ${measure} de ${value}` : undefined),
    ({ table, category }) =>
      category ? `¿Cuántos registros de ${table} hay por ${category}?` : undefined,
  ],
  en: [
    ({ measure }) => (measure ? `What is the total ${measure}?` : undefined),
    ({ measure, category }) =>
      measure && category ? `Total ${measure} by ${category}` : undefined,
    ({ measure, hasDate }) => (measure && hasDate ? `Total ${measure} by month` : undefined),
    ({ measure, category }) =>
      measure && category ? `Which ${category} has the highest ${measure}?` : undefined,
    ({ table }) => `How many rows of ${table} are there?`,
    ({ measure }) => (measure ? `What is the average ${measure}?` : undefined),
    ({ measure, value }) => (measure && value ? `Total ${measure} for ${value}` : undefined),
    ({ table, category }) =>
      category ? `How many rows of ${table} are there by ${category}?` : undefined,
  ],
};

/** A header as a reader says it: lower case, spaces for underscores. */
const spoken = (text: string) =>
  text.replaceAll('_', ' ').replace(/\s+/gu, ' ').trim().toLowerCase();

const isNumber = (column: TableColumn) => column.type === 'integer' || column.type === 'decimal';
const isCode = (column: TableColumn) =>
  /(?:^|_)(?:id|code|codigo)$|^(?:n|no|num)_/u.test(column.name);

// A measure headed "Total" reads as the amount it is: "importe medio", not "total medio".
const AMOUNT_WORD: Record<Language, string> = { es: 'importe', en: 'amount' };

function partsOf(table: SchemaTable, language: Language): Parts {
  const measure = table.columns.findLast(
    (column) =>
      isNumber(column) && !isCode(column) && !/year|ano|ejercicio|mes|month/u.test(column.name),
  );
  // The category with the fewest values: the most telling breakdown.
  const [category] = table.columns
    .filter(
      (column) =>
        column.type === 'text' &&
        column.values.length > 1 &&
        column.maxDuplicates > 1 &&
        !isCode(column) &&
        !/^(?:name|nombre)$/u.test(column.name),
    )
    .sort((a, b) => a.values.length - b.values.length);
  const measureName = measure ? spoken(measure.header || measure.name) : undefined;

  return {
    table: spoken(table.name),
    ...(measureName
      ? { measure: measureName === 'total' ? AMOUNT_WORD[language] : measureName }
      : {}),
    ...(category ? { category: spoken(category.header || category.name) } : {}),
    ...(category?.values[0] ? { value: category.values[0] } : {}),
    hasDate: table.columns.some((column) => column.type === 'date' || column.type === 'timestamp'),
  };
}

/** 4 to 8 questions over the schema that the built-in engine answers, in the given language. */
export function schemaQuestions(schema: TopicSchema, language: Language): string[] {
  const today = new Date().toISOString().slice(0, 10);
  const tables = schema.tables.toSorted((a, b) => b.rowCount - a.rowCount);
  const questions: string[] = [];
  // Round-robin over the largest tables, so a workbook of several sheets gets several of them.
  for (const template of TEMPLATES[language]) {
    for (const table of tables.slice(0, 3)) {
      const question = template(partsOf(table, language));
      if (
        question !== undefined &&
        !questions.includes(question) &&
        mapQuestion(question, schema, { language, today }) !== undefined
      ) {
        questions.push(question);
        break;
      }
    }
  }
  return questions.length >= MIN_QUESTIONS ? questions.slice(0, MAX_QUESTIONS) : questions;
}
