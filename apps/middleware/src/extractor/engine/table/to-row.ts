// A raw row to an extracted row: each detail attribute's cell read by its type, the description
// joined over the row's lines, each value with its box.
import { parseDate, toCents } from '@folio/core';

import { unionBox } from '../document-lines';
import type { ExtractedField, ExtractedRow } from '../types';
import { type Cell, cellNumber, cellText } from './band-cells';
import type { DetailTarget } from './detail-targets';
import type { RawRow } from './read-rows';

function cellBox(cell: Cell): ExtractedField['source'] {
  const page = cell.lines[0]?.page ?? 1;
  return { page, box: unionBox(cell.words.map((word) => word.box)) };
}

function readNumber(cell: Cell, adding: number): ExtractedField | undefined {
  const amount = cellNumber(cell);
  if (amount === undefined) {
    return undefined;
  }
  return {
    value: toCents(amount.value + adding),
    text: amount.text,
    confidence: 0.8,
    source: cellBox(cell),
    method: 'table',
  };
}

/** Reads a raw row for the configuration's detail attributes. */
export function toRow(row: RawRow, targets: readonly DetailTarget[]): ExtractedRow {
  const cells: Record<string, ExtractedField> = {};
  for (const [column, cell] of row.anchor.cells) {
    const target = column.target;
    if (target === undefined) {
      continue;
    }
    const name = target.attribute.name;
    if (target.concept === 'description' || target.attribute.type === 'text') {
      continue;
    }
    if (target.attribute.type === 'number' || target.isNumeric) {
      // The line's amount is net of the discount or surcharge written under it (BT-131).
      const value = readNumber(cell, target.concept === 'amount' ? row.adjustment : 0);
      if (value !== undefined) {
        cells[name] = value;
      }
    } else if (target.attribute.type === 'date') {
      const iso = parseDate(cellText(cell));
      if (iso !== undefined) {
        cells[name] = {
          value: iso,
          text: cellText(cell),
          confidence: 0.7,
          source: cellBox(cell),
          method: 'table',
        };
      }
    } else {
      cells[name] = {
        value: cellText(cell),
        text: cellText(cell),
        confidence: 0.7,
        source: cellBox(cell),
        method: 'table',
      };
    }
  }
  // A set priced by its parts alone has no amount of its own: the sum of its parts is.
  const amountTarget = targets.find((target) => target.concept === 'amount');
  if (row.partsSum !== undefined && amountTarget !== undefined) {
    const name = amountTarget.attribute.name;
    // Parts opening the next page come as the row's adjustment.
    const value = toCents(row.partsSum + row.adjustment);
    cells[name] ??= {
      value,
      text: value.toFixed(2),
      confidence: 0.6,
      source: {
        page: row.anchor.band.page,
        box: unionBox(row.parts.map((part) => part.band.box)),
      },
      method: 'table',
    };
  }
  // Text columns run over the row's lines: `Beeswax XL` then `Acme beeswax`.
  for (const target of targets) {
    if (target.concept !== 'description' && target.attribute.type !== 'text') {
      continue;
    }
    const parts: Cell[] = [];
    for (const part of row.parts) {
      for (const [column, cell] of part.cells) {
        if (column.target === target) {
          parts.push(cell);
        }
      }
    }
    const text = parts
      .map(cellText)
      .filter((part) => part !== '')
      .join('\n');
    const first = parts[0];
    if (text !== '' && first !== undefined) {
      const words = parts.flatMap((part) => part.words);
      cells[target.attribute.name] = {
        value: text,
        text,
        confidence: 0.7,
        source: {
          page: first.lines[0]?.page ?? row.anchor.band.page,
          box: unionBox(words.map((word) => word.box)),
        },
        method: 'table',
      };
    }
  }
  const source = {
    page: row.anchor.band.page,
    box: unionBox(row.parts.map((part) => part.band.box)),
  };
  return { cells, source };
}
