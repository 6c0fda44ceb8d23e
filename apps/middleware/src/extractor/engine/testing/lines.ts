// Positioned lines written by hand for unit tests: words laid out at 5 units per character.
import { foldText } from '@folio/core';
import type { PageText, Word } from '@folio/documents';

import type { DocLine } from '../document-lines';

const CHAR = 5;
const HEIGHT = 10;

function wordsOf(text: string, x: number, y: number): Word[] {
  const words: Word[] = [];
  let offset = 0;
  for (const part of text.split(' ')) {
    if (part !== '') {
      words.push({
        text: part,
        box: { x: x + offset * CHAR, y, width: part.length * CHAR, height: HEIGHT },
      });
    }
    offset += part.length + 1;
  }
  return words;
}

/** One line of text at (x, y) on page 1. */
export function docLine(text: string, x = 50, y = 100, index = 0): DocLine {
  return {
    index,
    page: 1,
    pageWidth: 595,
    pageHeight: 842,
    text,
    folded: foldText(text),
    box: { x, y, width: text.length * CHAR, height: HEIGHT },
    words: wordsOf(text, x, y),
    isRepeated: false,
  };
}

/** A page from `[text, x, y]` lines. */
export function pageOf(
  lines: readonly (readonly [string, number, number])[],
  pageNumber = 1,
): PageText {
  return {
    pageNumber,
    width: 595,
    height: 842,
    source: 'text-layer',
    lines: lines.map(([text, x, y]) => ({
      text,
      box: { x, y, width: text.length * CHAR, height: HEIGHT },
      words: wordsOf(text, x, y),
    })),
  };
}
