// The document as the engine walks it: every line with its page, folded text and box, and the
// rows (lines side by side at one height) they form.
import { foldText } from '@folio/core';
import type { Box, Line, PageText } from '@folio/documents';

import { repairOcrWords } from './ocr-repair';

/** A line of the document, numbered in reading order across pages. */
export type DocLine = {
  index: number;
  page: number;
  pageWidth: number;
  pageHeight: number;
  text: string;
  /** Lower case, no accents, for label matching. */
  folded: string;
  box: Box;
  words: Line['words'];
  /** Repeated on several pages at the same place (letterhead, footer): page furniture. */
  isRepeated: boolean;
};

/** The engine's view of a document. */
export type Doc = {
  lines: DocLine[];
  pageCount: number;
  /** The lines of each page by its number, in reading order: rows and columns are found here. */
  byPage: ReadonlyMap<number, readonly DocLine[]>;
};

const REPEAT_TOLERANCE = 3;

/** Builds the engine's view of the pages; lines repeated on every page are flagged. */
export function toDoc(pages: readonly PageText[]): Doc {
  const lines: DocLine[] = [];
  for (const page of pages) {
    for (const line of page.lines) {
      if (line.text.trim() === '') {
        continue;
      }
      const words = page.source === 'ocr' ? repairOcrWords(line.words) : line.words;
      const text = page.source === 'ocr' ? words.map((word) => word.text).join(' ') : line.text;
      lines.push({
        index: lines.length,
        page: page.pageNumber,
        pageWidth: page.width,
        pageHeight: page.height,
        text,
        folded: foldText(text),
        box: line.box,
        words,
        isRepeated: false,
      });
    }
  }
  if (pages.length > 1) {
    markRepeated(lines, pages.length);
  }
  return docOf(lines, pages.length);
}

/** A document of these lines (in reading order), its pages indexed. */
export function docOf(lines: DocLine[], pageCount: number): Doc {
  const byPage = new Map<number, DocLine[]>();
  for (const line of lines) {
    const onPage = byPage.get(line.page);
    if (onPage === undefined) {
      byPage.set(line.page, [line]);
    } else {
      onPage.push(line);
    }
  }
  return { lines, pageCount, byPage };
}

/** The lines of one page, in reading order. */
export function linesOnPage(doc: Doc, page: number): readonly DocLine[] {
  return doc.byPage.get(page) ?? [];
}

function markRepeated(lines: DocLine[], pageCount: number): void {
  const byKey = new Map<string, DocLine[]>();
  for (const line of lines) {
    const key = `${line.folded}@${Math.round(line.box.y / REPEAT_TOLERANCE)}`;
    byKey.set(key, [...(byKey.get(key) ?? []), line]);
  }
  for (const group of byKey.values()) {
    const pagesSeen = new Set(group.map((line) => line.page));
    if (pagesSeen.size >= Math.min(2, pageCount)) {
      for (const line of group) {
        line.isRepeated = true;
      }
    }
  }
}

/** The vertical middle of a box. */
export const middleY = (box: Box): number => box.y + box.height / 2;

/** Whether two lines sit on one row: same page, vertical middles within half a line height. */
export function isSameRow(a: DocLine, b: DocLine): boolean {
  const tolerance = Math.max(2, Math.min(a.box.height, b.box.height) * 0.6);
  return a.page === b.page && Math.abs(middleY(a.box) - middleY(b.box)) <= tolerance;
}

/** The lines on the same row as `line`, left to right, itself included. */
export function rowOf(doc: Doc, line: DocLine): DocLine[] {
  return linesOnPage(doc, line.page)
    .filter((other) => isSameRow(line, other))
    .sort((a, b) => a.box.x - b.box.x);
}

/** The lines of `line`'s row that start where it ends or further right, left to right. */
export function rightOnRow(doc: Doc, line: DocLine): DocLine[] {
  const end = line.box.x + line.box.width;
  return rowOf(doc, line).filter((other) => other !== line && other.box.x >= end - 1);
}

/** How much two horizontal spans overlap, in units. */
export function overlapX(a: Box, b: Box): number {
  return Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
}

/** The smallest box holding every box given. */
export function unionBox(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const right = Math.max(...boxes.map((box) => box.x + box.width));
  const bottom = Math.max(...boxes.map((box) => box.y + box.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The box of the characters `start`..`end` of a line, from its words (the line's when unsure). */
export function boxOfSpan(line: DocLine, start: number, end: number): Box {
  const boxes: Box[] = [];
  let offset = 0;
  for (const word of line.words) {
    const wordEnd = offset + word.text.length;
    if (wordEnd > start && offset < end) {
      boxes.push(word.box);
    }
    offset = wordEnd + 1;
  }
  return boxes.length === 0 ? line.box : unionBox(boxes);
}

/** The character offset at `x` on a line, from its words: the inverse of `boxOfSpan`. */
export function offsetAtX(line: DocLine, x: number): number {
  let offset = 0;
  for (const word of line.words) {
    if (x < word.box.x + word.box.width) {
      return offset;
    }
    offset += word.text.length + 1;
  }
  return line.text.length;
}
