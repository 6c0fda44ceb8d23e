import { splitSentences } from './sentences';

/** A page's text, as the document readers give it (1-based page). */
export type PageText = { page: number; text: string };

/**
 * A passage before it is stored: `page.text.slice(charStart, charEnd)` is its text, except for
 * a table's later rows, whose text starts with the table's header row (a row means little
 * without its column names) and whose range covers the rows only.
 */
export type PassageDraft = {
  ordinal: number;
  page: number;
  charStart: number;
  charEnd: number;
  heading: string | null;
  text: string;
};

// Passage size: a paragraph up to MAX_CHARS stays whole; a longer one is cut at sentence ends
// into near-equal parts; paragraphs shorter than MIN_CHARS under one heading are joined.
// Around a long Wikipedia paragraph, so most passages answer one question and a quote stays short.
const MAX_CHARS = 1_200;
const MIN_CHARS = 300;
// A title-like line: short, no closing punctuation.
const TITLE_MAX_CHARS = 80;
const TITLE_MAX_WORDS = 12;
const TABLE_ROWS_PER_PASSAGE = 8;

type Block =
  | { kind: 'heading'; start: number; end: number; title: string }
  | { kind: 'paragraph'; start: number; end: number }
  | { kind: 'table'; rows: Array<{ start: number; end: number }> };

type Line = { start: number; end: number; text: string };

/**
 * Cuts a document's pages into passages that follow its structure: Markdown `#` headings and
 * short title-like lines become the `heading` of what follows them (the document title for a
 * Markdown `# Title`), paragraphs (blank-line separated, or for PDF text, lines joined until one
 * ends a sentence short of the margin) become passages, long ones cut at sentence ends, and table
 * rows are kept with their header row. A heading carries over to the next page.
 */
export function chunkPages(pages: readonly PageText[]): PassageDraft[] {
  const passages: PassageDraft[] = [];
  let heading: string | null = null;
  for (const { page, text } of pages) {
    let shortRun: { start: number; end: number } | undefined;
    const push = (start: number, end: number, body?: string) => {
      passages.push({
        ordinal: passages.length,
        page,
        charStart: start,
        charEnd: end,
        heading,
        text: body ?? text.slice(start, end),
      });
    };
    const flushShortRun = () => {
      if (shortRun) {
        push(shortRun.start, shortRun.end);
        shortRun = undefined;
      }
    };
    for (const block of readBlocks(text)) {
      if (block.kind === 'heading') {
        flushShortRun();
        heading = block.title;
      } else if (block.kind === 'table') {
        flushShortRun();
        for (const group of tableGroups(text, block.rows)) {
          push(group.start, group.end, group.text);
        }
      } else if (block.end - block.start > MAX_CHARS) {
        flushShortRun();
        for (const part of splitLongParagraph(text, block.start, block.end)) {
          push(part.start, part.end);
        }
      } else if (shortRun && block.end - shortRun.start <= MAX_CHARS) {
        shortRun.end = block.end;
        if (shortRun.end - shortRun.start >= MIN_CHARS) {
          flushShortRun();
        }
      } else {
        flushShortRun();
        shortRun = { start: block.start, end: block.end };
        if (block.end - block.start >= MIN_CHARS) {
          flushShortRun();
        }
      }
    }
    flushShortRun();
  }
  return passages.length > 0 ? passages : wholePages(pages);
}

/**
 * The pages as passages, for a text of headings only (a receipt, a sign, a slide read by OCR:
 * every line looks like a title), which the rules above would leave without any passage.
 */
function wholePages(pages: readonly PageText[]): PassageDraft[] {
  return pages
    .flatMap(({ page, text }) => {
      const start = text.length - text.trimStart().length;
      const end = text.trimEnd().length;
      if (end <= start) {
        return [];
      }
      return splitLongParagraph(text, start, end).map((part) => ({
        page,
        charStart: part.start,
        charEnd: part.end,
        heading: null,
        text: text.slice(part.start, part.end),
      }));
    })
    .map((draft, ordinal) => ({ ordinal, ...draft }));
}

function readLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const raw of text.split('\n')) {
    const end = start + raw.length;
    const trimmedStart = start + (raw.length - raw.trimStart().length);
    const trimmed = raw.trim();
    lines.push({ start: trimmedStart, end: trimmedStart + trimmed.length, text: trimmed });
    start = end + 1;
  }
  return lines;
}

const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)\s*#*$/u;
const TABLE_ROW = /^\|.*\|$|\t/u;
const TABLE_RULE = /^\|?[\s:|-]+\|?$/u;
const SENTENCE_END = /[.!?:;…»"”)]$/u;

function isTitleLike(line: string): boolean {
  return (
    line.length <= TITLE_MAX_CHARS &&
    line.split(/\s+/u).length <= TITLE_MAX_WORDS &&
    !SENTENCE_END.test(line) &&
    /^[\p{Lu}\p{N}]/u.test(line)
  );
}

/** The blocks of a page: headings, paragraphs (lines joined) and tables, in order. */
function readBlocks(text: string): Block[] {
  const lines = readLines(text);
  const blocks: Block[] = [];
  // The longest line of the page stands in for the margin of PDF text.
  const margin = Math.max(...lines.map((line) => line.text.length), 1);
  let paragraph: { start: number; end: number; lines: number } | undefined;
  const closeParagraph = () => {
    if (paragraph) {
      blocks.push({ kind: 'paragraph', start: paragraph.start, end: paragraph.end });
      paragraph = undefined;
    }
  };
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as Line;
    const next = lines[index + 1];
    const markdown = MARKDOWN_HEADING.exec(line.text);
    if (line.text === '') {
      closeParagraph();
    } else if (markdown) {
      closeParagraph();
      blocks.push({ kind: 'heading', start: line.start, end: line.end, title: markdown[1] ?? '' });
    } else if (TABLE_ROW.test(line.text)) {
      closeParagraph();
      const rows: Array<{ start: number; end: number }> = [];
      while (index < lines.length && TABLE_ROW.test((lines[index] as Line).text)) {
        const row = lines[index] as Line;
        if (!TABLE_RULE.test(row.text)) {
          rows.push({ start: row.start, end: row.end });
        }
        index++;
      }
      index--;
      blocks.push({ kind: 'table', rows });
    } else if (
      !paragraph &&
      isTitleLike(line.text) &&
      (!next || next.text === '' || next.text.length > line.text.length)
    ) {
      blocks.push({ kind: 'heading', start: line.start, end: line.end, title: line.text });
    } else {
      paragraph = paragraph
        ? { ...paragraph, end: line.end, lines: paragraph.lines + 1 }
        : { start: line.start, end: line.end, lines: 1 };
      // PDF text has no blank lines: a line that ends a sentence well short of the margin ends
      // its paragraph.
      if (
        SENTENCE_END.test(line.text) &&
        line.text.length < margin * 0.8 &&
        margin > TITLE_MAX_CHARS
      ) {
        closeParagraph();
      }
    }
  }
  closeParagraph();
  return blocks;
}

/** Consecutive rows in groups, each group's text led by the header row. */
function tableGroups(
  text: string,
  rows: ReadonlyArray<{ start: number; end: number }>,
): Array<{ start: number; end: number; text: string }> {
  const [header, ...body] = rows;
  if (!header) {
    return [];
  }
  if (body.length === 0) {
    return [{ start: header.start, end: header.end, text: text.slice(header.start, header.end) }];
  }
  const headerText = text.slice(header.start, header.end);
  const groups: Array<{ start: number; end: number; text: string }> = [];
  for (let index = 0; index < body.length; index += TABLE_ROWS_PER_PASSAGE) {
    const group = body.slice(index, index + TABLE_ROWS_PER_PASSAGE);
    const first = group[0] as { start: number };
    const last = group[group.length - 1] as { end: number };
    const start = index === 0 ? header.start : first.start;
    const rowsText = text.slice(first.start, last.end);
    groups.push({
      start,
      end: last.end,
      text: index === 0 ? text.slice(start, last.end) : `${headerText}\n${rowsText}`,
    });
  }
  return groups;
}

/** A paragraph longer than MAX_CHARS, cut at sentence ends into near-equal parts. */
function splitLongParagraph(
  text: string,
  start: number,
  end: number,
): Array<{ start: number; end: number }> {
  const sentences = splitSentences(text.slice(start, end)).map((sentence) => ({
    start: start + sentence.start,
    end: start + sentence.end,
  }));
  const parts = Math.ceil((end - start) / MAX_CHARS);
  const target = (end - start) / parts;
  const pieces: Array<{ start: number; end: number }> = [];
  for (const sentence of sentences) {
    const current = pieces[pieces.length - 1];
    if (
      current &&
      sentence.end - current.start <= target * 1.15 &&
      sentence.end - current.start <= MAX_CHARS
    ) {
      current.end = sentence.end;
    } else if (
      current &&
      current.end - current.start < target * 0.5 &&
      sentence.end - current.start <= MAX_CHARS
    ) {
      current.end = sentence.end;
    } else {
      pieces.push({ ...sentence });
    }
  }
  return pieces;
}
