// Preprinted Spanish-language forms write a date in boxes: `DÍA  MES  AÑO` (`DD  MM  AAAA`)
// headings over `10  04  2024`, each part under its own heading, no separator between them, and
// often a title over the boxes (`FECHA DE EXPEDICIÓN`, `FECHA DE VENCIMIENTO`) saying whose date
// it is. No date reader sees such a date: its parts are three words on another line.
import { foldText } from '@folio/core';
import type { Box } from '@folio/documents';

import {
  type Doc,
  type DocLine,
  middleY,
  overlapX,
  unionBox,
  linesOnPage,
} from '../document-lines';
import type { SourceBox } from '../types';

/** A date read from boxes, where its headings stand, and the line over them, if any. */
export type BoxedDate = {
  iso: string;
  text: string;
  source: SourceBox;
  headings: Box;
  title?: DocLine;
};

type PlacedWord = { text: string; folded: string; box: Box; line: DocLine };

const DAY = /^(dia|dd)$/u;
const MONTH = /^(mes|mm)$/u;
const YEAR = /^(ano|anio|aaaa|aa|yyyy|yy)$/u;

/** The words of a page with their lines, punctuation around them dropped. */
function wordsOf(doc: Doc, page: number): PlacedWord[] {
  return linesOnPage(doc, page).flatMap((line) =>
    line.words.map((word) => ({
      text: word.text,
      folded: foldText(word.text).replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, ''),
      box: word.box,
      line,
    })),
  );
}

const isSameRow = (a: Box, b: Box): boolean =>
  Math.abs(middleY(a) - middleY(b)) <= Math.max(2, Math.min(a.height, b.height) * 0.6);

/** The next heading to the right of `from` on its row, not farther than a few of its widths. */
function nextHeading(
  words: readonly PlacedWord[],
  from: PlacedWord,
  pattern: RegExp,
): PlacedWord | undefined {
  const right = from.box.x + from.box.width;
  return words
    .filter(
      (word) =>
        pattern.test(word.folded) &&
        isSameRow(word.box, from.box) &&
        word.box.x > right - 1 &&
        word.box.x - right < Math.max(from.box.height * 8, 60),
    )
    .sort((a, b) => a.box.x - b.box.x)[0];
}

/** The number written under a heading: the nearest row below, centred under it. */
function valueUnder(words: readonly PlacedWord[], heading: PlacedWord): PlacedWord | undefined {
  const maxGap = Math.max(heading.box.height, 8) * 3;
  const centre = heading.box.x + heading.box.width / 2;
  return words
    .filter((word) => {
      const gap = word.box.y - (heading.box.y + heading.box.height);
      const wordCentre = word.box.x + word.box.width / 2;
      return (
        /^\d{1,4}$/u.test(word.folded) &&
        middleY(word.box) > middleY(heading.box) + heading.box.height * 0.6 &&
        gap <= maxGap &&
        Math.abs(wordCentre - centre) <= Math.max(heading.box.width, word.box.width)
      );
    })
    .sort((a, b) => a.box.y - b.box.y)[0];
}

/** The line just over the boxes, spanning them, that may name the date. */
function titleOver(doc: Doc, headings: Box): DocLine | undefined {
  const maxGap = Math.max(headings.height, 8) * 3;
  return doc.lines
    .filter((line) => {
      const gap = headings.y - (line.box.y + line.box.height);
      return gap >= -1 && gap <= maxGap && overlapX(line.box, headings) > 0;
    })
    .sort((a, b) => b.box.y - a.box.y)[0];
}

function isoOf(day: number, month: number, yearText: string): string | undefined {
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1990 || year > 2099) {
    return undefined;
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day ? date.toISOString().slice(0, 10) : undefined;
}

/** Every date written in day / month / year boxes. */
export function boxedDates(doc: Doc): BoxedDate[] {
  const found: BoxedDate[] = [];
  for (let page = 1; page <= doc.pageCount; page += 1) {
    const words = wordsOf(doc, page);
    for (const day of words.filter((word) => DAY.test(word.folded))) {
      const month = nextHeading(words, day, MONTH);
      const year = month === undefined ? undefined : nextHeading(words, month, YEAR);
      if (month === undefined || year === undefined) {
        continue;
      }
      const values = [day, month, year].map((heading) => valueUnder(words, heading));
      const [dayValue, monthValue, yearValue] = values;
      if (
        dayValue === undefined ||
        monthValue === undefined ||
        yearValue === undefined ||
        !isSameRow(dayValue.box, yearValue.box) ||
        !isSameRow(monthValue.box, yearValue.box) ||
        !/^(\d{2}|\d{4})$/u.test(yearValue.folded)
      ) {
        continue;
      }
      const iso = isoOf(Number(dayValue.folded), Number(monthValue.folded), yearValue.folded);
      if (iso === undefined) {
        continue;
      }
      const headings = unionBox([day.box, month.box, year.box]);
      const boxed: BoxedDate = {
        iso,
        text: `${dayValue.text} ${monthValue.text} ${yearValue.text}`,
        source: { page, box: unionBox([dayValue.box, monthValue.box, yearValue.box]) },
        headings,
      };
      const title = titleOver(doc, headings);
      found.push(title === undefined ? boxed : { ...boxed, title });
    }
  }
  return found;
}
