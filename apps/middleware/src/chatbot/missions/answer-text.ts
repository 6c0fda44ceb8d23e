import type { Evidence } from './mission-result';

// Helpers that write the pieces of a mission's Markdown answer.

/** The language of a mission's answer text. */
export type AnswerLanguage = 'es' | 'en';

// A quote in an answer is a pointer to the page, where the whole text is highlighted.
const MAX_QUOTE_CHARS = 200;

/** A template's `{name}` marks replaced by the values given. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/gu, (mark, name: string) => String(values[name] ?? mark));
}

/** A text on one line, cut with an ellipsis past `maxChars`. */
export function oneLine(text: string, maxChars: number): string {
  const line = text.replace(/\s+/gu, ' ').trim();
  return line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line;
}

/** A quote on one line, cut to a readable length, in the language's quotation marks. */
export function quoted(text: string, language: AnswerLanguage): string {
  const line = oneLine(text, MAX_QUOTE_CHARS);
  return language === 'es' ? `«${line}»` : `“${line}”`;
}

/** Where a finding was read: 'contrato.pdf, pág. 2'. */
export function placeOf(evidence: Evidence, pageLabel: string): string {
  return `${evidence.fileName}, ${pageLabel} ${evidence.page}`;
}

/** Text safe inside a Markdown table cell. */
export function cell(text: string): string {
  return text.replace(/\s+/gu, ' ').replace(/\|/gu, '\\|').trim();
}

/** A Markdown table. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

const LOCALES: Record<AnswerLanguage, string> = { es: 'es-ES', en: 'en-GB' };

/** An amount as the language writes it, to the cent: '1.210,00' or '1,210.00'. */
export function formatAmount(value: number, language: AnswerLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(value);
}

/** An ISO day as the language writes it: '28 de febrero de 2025', '28 February 2025'. */
export function formatDate(iso: string, language: AnswerLanguage): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
        date,
      );
}
