// A model's value normalised by the rules the built-in engine follows (DECISIONS.md: "validated
// and normalised (ISO dates, decimal amounts) exactly like the built-in engine's").
import {
  cleanIdentifier,
  findAmounts,
  findCurrencies,
  normaliseCurrency,
  parseAmount,
  parseDate,
  toCents,
  toIsoDate,
} from '@folio/core';

import type { ExtractionAttribute } from '../../extractor/engine';
import { conceptOf } from '../../extractor/engine/header/attribute-concepts';

/** What a value is, which picks its normalisation and how it is found back on the page. */
export type ValueKind = 'date' | 'amount' | 'currency' | 'identifier' | 'text';

const KIND_OF_CONCEPT: Readonly<Record<string, ValueKind>> = {
  date: 'date',
  dueDate: 'date',
  otherDate: 'date',
  net: 'amount',
  tax: 'amount',
  total: 'amount',
  amountDue: 'amount',
  otherAmount: 'amount',
  withholding: 'amount',
  currency: 'currency',
  invoiceNumber: 'identifier',
  otherId: 'identifier',
};

/**
 * The kind of an attribute's values: a header attribute's concept first (`total` is an amount
 * whatever its declared type, as in the built-in engine), then its type.
 */
export function valueKindOf(attribute: ExtractionAttribute): ValueKind {
  if (attribute.placement === 'header') {
    const concept = conceptOf(attribute);
    const kind = concept === undefined ? undefined : KIND_OF_CONCEPT[concept];
    if (kind !== undefined) {
      return kind;
    }
  }
  if (attribute.type === 'date') {
    return 'date';
  }
  return attribute.type === 'number' ? 'amount' : 'text';
}

/** A normalised value and the text it was written as. */
export type NormalisedValue = { value: string | number; text: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/u;

function textOf(raw: unknown): string | undefined {
  if (typeof raw === 'string') {
    return raw.trim();
  }
  if (typeof raw === 'number' && Number.isFinite(raw)) {
    return String(raw);
  }
  if (typeof raw === 'boolean') {
    return String(raw);
  }
  // `{ "value": ... }`: a model that mirrored our own field shape.
  if (typeof raw === 'object' && raw !== null && 'value' in raw) {
    return textOf(raw.value);
  }
  return undefined;
}

/**
 * A model's value as the built-in engine would have stored it: dates ISO `YYYY-MM-DD`, amounts
 * decimal numbers to the cent, currencies ISO 4217, identifiers without their `Nº`/`#` noise,
 * text trimmed. Undefined for null, empty or unreadable values (the field is then not found).
 */
export function normaliseValue(kind: ValueKind, raw: unknown): NormalisedValue | undefined {
  if (kind === 'amount' && typeof raw === 'number') {
    return Number.isFinite(raw) ? { value: toCents(raw), text: String(raw) } : undefined;
  }
  const text = textOf(raw);
  if (text === undefined || text === '' || text.toLowerCase() === 'null') {
    return undefined;
  }
  let value: string | number | undefined;
  switch (kind) {
    case 'date': {
      const iso = ISO_DATE.exec(text);
      value = iso ? toIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : parseDate(text);
      break;
    }
    case 'amount':
      value = parseAmount(text) ?? findAmounts(text).find((amount) => !amount.isPercent)?.value;
      break;
    case 'currency':
      value = normaliseCurrency(text) ?? findCurrencies(text)[0]?.code;
      break;
    case 'identifier':
      value = cleanIdentifier(text);
      break;
    case 'text':
      value = text;
      break;
  }
  return value === undefined || value === '' ? undefined : { value, text };
}
