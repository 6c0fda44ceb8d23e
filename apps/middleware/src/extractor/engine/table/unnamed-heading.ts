// A table's description under a heading no list holds: premium and fee notices head it with the
// kind of what they bill (`Sparte`, `Risiko`, `Cover`, `Charge`), then a period and the net, tax
// and gross columns. Told by place, not by the word: the one heading of unknown words standing
// left of every number column, apart from the other headings, is where the text is.
import { foldText } from '@folio/core';
import type { Box, Word } from '@folio/documents';

import { unionBox } from '../document-lines';
import { cellsOf, cellText } from './band-cells';
import type { Column } from './columns';
import type { HeaderCell } from './header-row';
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
 * The description cell of a header that names no text column, if one run of unknown words
 * heads it: a run with a word of letters, apart from the known headings (`Period of cover`
 * is one heading: `of cover` sits a space after `Period`), standing left of every number heading,
 * with two known headings or more to its right, one an amount; none when two runs could be it.
 */
export function unnamedDescription(
  cells: readonly HeaderCell[],
  loose: readonly Word[],
  isNumeric: (cell: HeaderCell) => boolean,
): HeaderCell | undefined {
  const numbers = cells.filter(isNumeric);
  // A row of headings holds no figures (`TOTAL AMOUNT DUE ON August 3, 2014  $4.11` is none).
  if (
    !cells.some((cell) => cell.concept === 'amount') ||
    loose.some((word) => /\d/u.test(word.text))
  ) {
    return undefined;
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
  const [run, ...others] = candidates;
  if (run === undefined || others.length > 0) {
    return undefined;
  }
  return {
    concept: 'description',
    strength: 1,
    isUnnamed: true,
    phrase: foldText(run.map((word) => word.text).join(' ')),
    box: unionBox(run.map((word) => word.box)),
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
