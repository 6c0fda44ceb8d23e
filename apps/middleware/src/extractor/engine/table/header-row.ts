// Finds the header row of a line-item table: a row whose words are column headers of the
// vocabulary (or the detail attributes' own names), with a text column and a number column.
import { foldText } from '@folio/core';
import type { Word } from '@folio/documents';

import { type DocLine, unionBox } from '../document-lines';
import { COLUMN_VOCABULARY, type ColumnConcept } from './column-vocabulary';
import type { DetailTarget } from './detail-targets';
import type { Band } from './row-bands';
import { isStacked } from './stacked-heading';
import type { HeaderCell, TableHeader } from './table-header';
import { isTaxQualifier, taxSenseOf } from '../labels/tax-words';
import { unnamedHeadings } from './unnamed-heading';

type PhraseInfo = { concept?: ColumnConcept; attributeName?: string; strength: number };

const phraseMaps = new WeakMap<readonly DetailTarget[], Map<string, PhraseInfo>>();

/** Column phrases and the targets' own names, by folded text (once per list of targets). */
function phraseMap(targets: readonly DetailTarget[]): Map<string, PhraseInfo> {
  const known = phraseMaps.get(targets);
  if (known !== undefined) {
    return known;
  }
  const map = new Map<string, PhraseInfo>();
  for (const entry of COLUMN_VOCABULARY) {
    for (const phrase of entry.phrases) {
      const key = foldText(phrase);
      const known = map.get(key);
      if (known === undefined || known.strength < entry.strength) {
        map.set(key, { concept: entry.concept, strength: entry.strength });
      }
    }
  }
  for (const target of targets) {
    for (const phrase of target.ownPhrases) {
      map.set(phrase, { attributeName: target.attribute.name, strength: 4 });
    }
  }
  phraseMaps.set(targets, map);
  return map;
}

const MAX_PHRASE_WORDS = 5;

// Header words carry decorations: `Amount (USD)`, `Qty:`, `Total(€)`, and OCR reads
// `Producto / Servicio` as `Producto/ Servicio`.
function headerKey(words: readonly Word[]): string {
  return foldText(words.map((word) => word.text).join(' '))
    .replace(/\s*\((?:[a-z]{3}|[€$£%]|in [a-z]+)\)$/u, '')
    .replace(/[:*/]+$/u, '')
    .trim();
}

// The joining slash when OCR read it onto the word before.
const SLASH: Word = { text: '/', box: { x: 0, y: 0, width: 0, height: 0 } };

// What joins two names of one column: `Artikel / Leistung`, `Produkt & Service`.
const JOINING_WORD = /^(?:[/&+|]|und|and|et|en|y|o|oder|or|ou|of)$/u;

/**
 * Two phrases of one concept joined by a slash or a conjunction head one column: the cell
 * spans both, as strong as the stronger (`Artikel / Leistung` is one description column, not an
 * untargeted `Artikel` whose words would be lost beside a `Leistung` description).
 */
function joinsPrevious(
  cells: readonly HeaderCell[],
  info: PhraseInfo,
  between: readonly Word[],
): HeaderCell | undefined {
  const previous = cells.at(-1);
  return previous !== undefined &&
    previous.attributeName === undefined &&
    info.attributeName === undefined &&
    previous.concept !== undefined &&
    previous.concept === info.concept &&
    between.length > 0 &&
    between.every((word) => JOINING_WORD.test(foldText(word.text)))
    ? previous
    : undefined;
}

/** The header cells of one line: greedy longest phrases over consecutive words. */
function cellsOfLine(
  line: DocLine,
  phrases: Map<string, PhraseInfo>,
): { cells: HeaderCell[]; unmatched: number; loose: Word[] } {
  const cells: HeaderCell[] = [];
  const loose: Word[] = [];
  let unmatched = 0;
  let index = 0;
  let previousEnd = 0;
  while (index < line.words.length) {
    const word = line.words[index];
    const last = cells.at(-1);
    // `Betrag netto`, `Subtotal c/IVA`: a word right after an amount's heading saying with or
    // without tax is part of that heading, not a column of its own.
    if (
      word !== undefined &&
      last !== undefined &&
      previousEnd === index &&
      isTaxQualifier(word.text) &&
      (last.concept === 'amount' || last.concept === 'unitPrice')
    ) {
      const phrase = `${last.phrase} ${foldText(word.text)}`;
      cells[cells.length - 1] = { ...last, phrase, box: unionBox([last.box, word.box]) };
      index += 1;
      previousEnd = index;
      continue;
    }
    let matched = false;
    for (
      let length = Math.min(MAX_PHRASE_WORDS, line.words.length - index);
      length >= 1;
      length--
    ) {
      const words = line.words.slice(index, index + length);
      const key = headerKey(words);
      const info =
        phrases.get(key) ??
        (length === 1 ? phrases.get(foldText(words[0]?.text ?? '')) : undefined);
      if (info !== undefined) {
        const skipped = line.words.slice(previousEnd, index);
        // `Producto/ Servicio`: the slash, read onto the word before, still joins the two.
        const isSlashed = skipped.length === 0 && /\/$/u.test(line.words[index - 1]?.text ?? '');
        const between = isSlashed ? [SLASH] : skipped;
        const joined = joinsPrevious(cells, info, between);
        if (joined === undefined) {
          cells.push({ ...info, phrase: key, box: unionBox(words.map((word) => word.box)) });
        } else {
          cells[cells.length - 1] = {
            ...joined,
            strength: Math.max(joined.strength, info.strength),
            phrase: [joined.phrase, headerKey(between), key]
              .filter((part) => part !== '')
              .join(' '),
            box: unionBox([joined.box, ...words.map((word) => word.box)]),
          };
          unmatched -= between.filter((word) => /[\p{L}]{2,}/u.test(word.text)).length;
        }
        index += length;
        previousEnd = index;
        matched = true;
        break;
      }
    }
    if (!matched) {
      const word = line.words[index];
      if (word !== undefined) {
        loose.push(word);
      }
      unmatched += /[\p{L}]{2,}/u.test(word?.text ?? '') ? 1 : 0;
      index += 1;
    }
  }
  return {
    cells: cells.map((cell) => {
      const sense = cell.concept === 'amount' ? taxSenseOf(cell.phrase) : undefined;
      return sense === undefined ? cell : { ...cell, taxSense: sense };
    }),
    unmatched,
    loose,
  };
}

// A bare rate heading: a tax rate in a VAT breakdown, a price per hour in a time sheet.
const BARE_RATES = new Set(['taux', 'satz']);

/**
 * `Heures | Taux | Montant`, `Std. | Satz | Betrag`: a bare rate heading between the quantity and
 * the amount of a table with no unit price is the price per unit (a VAT breakdown's `Satz |
 * Netto | Steuer` has no quantity, an item table's `Menge | Preis | MwSt.` its price).
 */
function rateAsPrice(cells: readonly HeaderCell[]): HeaderCell[] {
  const quantity = cells.findIndex((cell) => cell.concept === 'quantity');
  const amount = cells.findIndex((cell) => cell.concept === 'amount');
  if (quantity < 0 || amount < quantity || cells.some((cell) => cell.concept === 'unitPrice')) {
    return [...cells];
  }
  return cells.map((cell, index) =>
    index > quantity && index < amount && cell.concept === 'taxRate' && BARE_RATES.has(cell.phrase)
      ? { ...cell, concept: 'unitPrice' }
      : cell,
  );
}

const NUMERIC: ReadonlySet<ColumnConcept> = new Set(['quantity', 'unitPrice', 'amount']);

/** The header of a band, if the band is one. */
export function readHeader(band: Band, targets: readonly DetailTarget[]): TableHeader | undefined {
  const phrases = phraseMap(targets);
  const cells: HeaderCell[] = [];
  const loose: Word[] = [];
  let unmatched = 0;
  for (const line of band.lines) {
    const found = cellsOfLine(line, phrases);
    const [heading] = found.cells;
    if (isStacked(line) && heading !== undefined) {
      // A wrapped heading is one column, named by its first phrase (`Positionsbetrag ohne
      // USt.` is an amount, not an amount and a tax).
      cells.push({ ...heading, box: line.box });
      continue;
    }
    cells.push(...found.cells);
    loose.push(...found.loose);
    unmatched += found.unmatched;
  }
  const targetOf = (cell: HeaderCell): DetailTarget | undefined =>
    targets.find((target) => target.attribute.name === cell.attributeName);
  const isNumeric = (cell: HeaderCell): boolean =>
    (cell.concept !== undefined && NUMERIC.has(cell.concept)) || targetOf(cell)?.isNumeric === true;
  const isText = (cell: HeaderCell): boolean =>
    cell.concept === 'description' ||
    (cell.attributeName !== undefined && targetOf(cell)?.isNumeric === false);
  // No heading the lists hold names the text: one of words they do not hold may (`Sparte`).
  const unnamed = cells.some(isText) ? [] : unnamedHeadings(cells, loose, isNumeric);
  for (const cell of unnamed) {
    cells.push(cell);
    unmatched -= cell.phrase.split(' ').filter((word) => /[\p{L}]{2,}/u.test(word)).length;
  }
  const numeric = cells.filter(isNumeric).length;
  const hasText = cells.some(isText);
  // Columns stand apart: `TOTAL AMOUNT DUE` is one phrase, not two headers.
  const sorted = [...cells].sort((a, b) => a.box.x - b.box.x);
  const apart = sorted.filter((cell, index) => {
    const previous = sorted[index - 1];
    return (
      previous === undefined ||
      cell.box.x - (previous.box.x + previous.box.width) > 3 ||
      Math.abs(cell.box.y - previous.box.y) > 2
    );
  }).length;
  if (apart < 2 || numeric === 0 || (!hasText && numeric < 3) || unmatched > cells.length) {
    return undefined;
  }
  return { cells: rateAsPrice(cells.sort((a, b) => a.box.x - b.box.x)), band };
}
