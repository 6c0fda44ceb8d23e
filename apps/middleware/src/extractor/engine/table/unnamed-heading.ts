// A table's description under a heading no list holds: premium and fee notices head it with the
// kind of what they bill (`Sparte`, `Risiko`, `Cover`, `Garantie`), then a period and the net,
// tax and gross columns. Told by place, not by the word: a heading of unknown words standing left
// of every number column, apart from the other headings, is where the text is; of two or more
// (`Contrat | Garantie`, `Dossier | Nature`), the one whose cells are words, not numbers.
import { foldText } from '@folio/core';
import type { Box, Word } from '@folio/documents';

import { unionBox } from '../document-lines';
import { cellsOf, cellText } from './band-cells';
import { type Column, toColumns } from './columns';
import type { DetailTarget } from './detail-targets';
import type { HeaderCell, TableHeader } from './table-header';
import type { Band } from './row-bands';

// Words of one heading stand a space apart, `right` after `left`; columns stand wider apart.
function isNear(left: Box, right: Box): boolean {
  const gap = right.x - (left.x + left.width);
  const height = Math.max(left.height, right.height);
  return gap > -height && gap <= height * 0.6 && Math.abs(left.y - right.y) <= height / 2;
}

/** Loose words in runs: words a space apart on one line are one heading. */
function runsOf(loose: readonly Word[]): Word[][] {
  const runs: Word[][] = [];
  for (const word of loose) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run !== undefined && last !== undefined && isNear(last.box, word.box)) {
      run.push(word);
    } else {
      runs.push([word]);
    }
  }
  return runs;
}

/**
 * The description cells of a header that names no text column: runs of unknown words, each with
 * a word of letters, apart from the known headings (`Period of cover` is one heading: `of cover`
 * sits a space after `Period`), standing left of every number heading, with two known headings
 * or more to its right, one an amount. When two or more stand there (`Contrat | Garantie`), as
 * many known headings at least, the rows under the header tell which holds the text
 * (`chooseUnnamed`).
 */
export function unnamedHeadings(
  cells: readonly HeaderCell[],
  loose: readonly Word[],
  isNumeric: (cell: HeaderCell) => boolean,
): HeaderCell[] {
  const numbers = cells.filter(isNumeric);
  // A row of headings holds no figures (`TOTAL AMOUNT DUE ON August 3, 2014  $4.11` is none).
  if (
    !cells.some((cell) => cell.concept === 'amount') ||
    loose.some((word) => /\d/u.test(word.text))
  ) {
    return [];
  }
  const firstNumber = Math.min(...numbers.map((cell) => cell.box.x));
  const candidates = runsOf(loose).filter((run) => {
    const box = unionBox(run.map((word) => word.box));
    const texts = run.map((word) => word.text);
    const right = box.x + box.width;
    // A row of headings: two or more known ones right of it (a name beside one `Total` is a
    // letterhead by a box, not a table's head).
    return (
      right < firstNumber &&
      cells.filter((cell) => cell.box.x > right).length >= 2 &&
      texts.some((text) => /\p{L}{3}/u.test(text)) &&
      !cells.some((cell) => isNear(box, cell.box) || isNear(cell.box, box))
    );
  });
  // Of several, the known headings must be as many at least: `Art | % Basisbetrag | Basismenge
  // | Steuer | Betrag` (a table of charges) is mostly words no list holds, no item table's head.
  if (candidates.length > 1 && cells.length < candidates.length) {
    return [];
  }
  return candidates.map((run) => ({
    concept: 'description',
    strength: 1,
    isUnnamed: true,
    phrase: foldText(run.map((word) => word.text).join(' ')),
    box: unionBox(run.map((word) => word.box)),
  }));
}

// The letters of a cell's words that hold no digit: a cover's name has many, a contract, line
// or file number (`HAB-204518`, `06 12 34 56 78`) or a date none.
function letterCount(text: string): number {
  return text
    .split(/\s+/u)
    .filter((word) => !/\d/u.test(word))
    .reduce((count, word) => count + (word.match(/\p{L}/gu)?.length ?? 0), 0);
}

/**
 * A header with two unknown headings or more left of its numbers (`Contrat | Garantie`,
 * `Dossier | Nature`): the one whose cell in the first row under it holds the most letters in
 * words without digits is the description, the others stay columns of their own, so that a
 * contract's number is not read into the text beside it. With one, the header as it is; none
 * when no cell under them holds a word.
 */
export function chooseUnnamed(
  header: TableHeader,
  below: Band | undefined,
  targets: readonly DetailTarget[],
): TableHeader | undefined {
  const unnamed = header.cells.filter((cell) => cell.isUnnamed === true);
  if (unnamed.length < 2) {
    return header;
  }
  if (below === undefined) {
    return undefined;
  }
  const asOther = (cell: HeaderCell): HeaderCell => ({
    strength: cell.strength,
    phrase: cell.phrase,
    box: cell.box,
  });
  const plain = header.cells.map((cell) => (unnamed.includes(cell) ? asOther(cell) : cell));
  const columns = toColumns({ ...header, cells: plain }, targets);
  const cells = cellsOf(below, columns);
  const counts = unnamed.map((cell) => {
    const column = columns.find((each) => each.cell.box === cell.box);
    return column === undefined ? 0 : letterCount(cellText(cells.get(column)));
  });
  const best = Math.max(...counts);
  const chosen = unnamed[counts.indexOf(best)];
  // No cell of words under any: codes and dates only, no item table.
  if (best < 3) {
    return undefined;
  }
  return {
    ...header,
    cells: header.cells.map((cell) =>
      cell === chosen || !unnamed.includes(cell) ? cell : asOther(cell),
    ),
  };
}

/**
 * Whether the first row under a header shows its unnamed description: words under it, not a
 * rate (`Satz | Netto | Steuer | Brutto` over `19 %  100,00  19,00  119,00` is a VAT breakdown).
 * A header whose description is named needs no such proof.
 */
export function showsUnnamedText(columns: readonly Column[], below: Band | undefined): boolean {
  const unnamed = columns.find((column) => column.cell.isUnnamed === true);
  if (unnamed === undefined) {
    return true;
  }
  return below !== undefined && /\p{L}{3}/u.test(cellText(cellsOf(below, columns).get(unnamed)));
}
