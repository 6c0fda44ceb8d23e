// What a receipt's customer paid: the cash handed over less the change given back. It is the
// total when the total line itself was lost or misread by OCR (a bold `NETT TOTAL` read as
// `LES 315`), and no total can exceed the cash handed over when change was given. With no
// change line at all, the cash handed over was the exact sum: a total when no other is printed.
import { toCents } from '@folio/core';
import type { LabelIndex, LabelWithSites } from '../labels/label-index';
import type { Candidate } from './candidate';
import { readAmounts } from './read-values';

// Phrases of the vocabulary's other amounts (folded) that name the cash handed over and the
// change given back.
const TENDERED = new Set([
  'cash',
  'cash tendered',
  'tendered',
  'amount tendered',
  'cash tend',
  'tunai',
  'bayaran tunai',
  'efectivo',
  'entregado',
  'gegeben',
  'especes',
]);
const CHANGE = new Set([
  'change',
  'change due',
  'baki',
  'baki wang',
  'cambio',
  'vuelto',
  'su vuelto',
  'ruckgeld',
  'rendu',
]);

// Tenders other than cash (vouchers, e-wallets, points): when a receipt prints them, the cash
// less change paid only the rest.
const OTHER_TENDERS = new Set([
  'voucher',
  'cash voucher',
  'gift voucher',
  'book voucher',
  'ewallet',
  'e-wallet',
  'touch n go ewallet',
  'redeem points',
  'points redeemed',
  'points redemption',
]);

// Cards (credit, debit, gift, EBT) tendered beside cash: a split tender pays part by card and the
// rest in cash, with change at times (`INTERAC 36.40`, `CASH 20.00`, `CHANGE 0.92`), so the total
// exceeds the cash. A card's remaining balance (`GIFT CARD BAL`) is another phrase, no tender.
const CARD_TENDERS = new Set([
  'visa',
  'mastercard',
  'master card',
  'amex',
  'american express',
  'debit',
  'debit card',
  'credit card',
  'card',
  'interac',
  'nets',
  'eftpos',
  'gift card',
  'gift crd',
  'gift card tend',
  'gift crd tend',
  'ebt',
  'ebt snap',
  'ebt food',
  'ebt fs tend',
  'snap ebt',
]);

/** Written with cents: a card's own number (`VISA 4417`, `CARD ****1234`) is no tender. */
const hasCents = (candidate: Candidate<number>): boolean =>
  /\d[.,]\d{2}(?!\d)/u.test(candidate.text);

/** A score below a labelled total's (about 33): the arithmetic or a missing label decides. */
const PAID_SCORE = 20;

// Cash less change that another labelled amount on the page repeats is the total three readings
// agree on (`Drive-Thru Total (incl GST) 88.90`, `Cash 100.00`, `Change 11.10`): it outranks a
// labelled total that disagrees (`TOTAL INCLUDES 6% GST 5.03`, a tax whose label opens with
// TOTAL; a tax summary's own TOTAL row), whose value would have left other change.
const CONFIRMED_PAID_SCORE = 38;

const CENT = 0.005;

/** The first amount after `label`, the nearest site first. */
function firstAmount(label: LabelWithSites): Candidate<number> | undefined {
  for (const site of label.sites) {
    const [amount] = readAmounts(site);
    if (amount !== undefined) {
      return {
        value: amount.value,
        text: amount.text,
        source: amount.source,
        score: 0,
        method: 'label',
      };
    }
  }
  return undefined;
}

/** The first amount after each label whose phrase is in `phrases`, in the labels' order. */
function labelledAmounts(index: LabelIndex, phrases: ReadonlySet<string>): Candidate<number>[] {
  return index
    .labelsFor('otherAmount')
    .filter((label) => phrases.has(label.phrase))
    .flatMap((label) => firstAmount(label) ?? []);
}

/** The sums tendered by card, each on its label's own row and written with cents. */
function cardAmounts(index: LabelIndex): Candidate<number>[] {
  return index
    .labelsFor('otherAmount')
    .filter((label) => CARD_TENDERS.has(label.phrase))
    .flatMap(
      (label) =>
        firstAmount({
          ...label,
          sites: label.sites.filter((site) => site.kind === 'inline' || site.kind === 'right'),
        }) ?? [],
    )
    .filter(hasCents);
}

/**
 * The cash handed over and what it paid (cash less change, with any voucher, e-wallet, points or
 * card tendered beside it), when the page prints both cash and change.
 */
export function amountPaid(
  index: LabelIndex,
): { tendered: number; paid: Candidate<number> } | undefined {
  const [tendered] = labelledAmounts(index, TENDERED);
  const [change] = labelledAmounts(index, CHANGE);
  if (
    tendered === undefined ||
    change === undefined ||
    change.value < 0 ||
    tendered.value <= change.value
  ) {
    return undefined;
  }
  const others = [...labelledAmounts(index, OTHER_TENDERS), ...cardAmounts(index)]
    .filter((amount) => amount.value > 0)
    .reduce((sum, amount) => sum + amount.value, 0);
  const value = toCents(tendered.value - change.value + others);
  const paid: Candidate<number> = {
    value,
    text: '',
    source: tendered.source,
    score: PAID_SCORE,
    method: 'derived',
  };
  const confirming = others === 0 ? confirmingAmount(index, value) : undefined;
  return {
    tendered: tendered.value + others,
    paid:
      confirming !== undefined
        ? { ...confirming, score: CONFIRMED_PAID_SCORE, method: 'derived' }
        : others === 0 && hasIncludedTaxAsTotal(index, value)
          ? { ...paid, score: CONFIRMED_PAID_SCORE }
          : paid,
  };
}

// A rate and a tax's name on one line: `TOTAL INCLUDES 6% GST`, `Total GST @ 6%`, `SST 6%`.
const TAX_RATE =
  /\b(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*(?:gst|sst|vat|tax)\b|\b(?:gst|sst|vat|tax)\W{0,3}(\d{1,2}(?:[.,]\d{1,2})?)\s*%/u;

/**
 * Whether a total label's line names a tax and its rate and its amount is the tax that `paid`
 * includes at that rate (`TOTAL INCLUDES 6% GST 5.03` under 88.90 paid): a tax line whose label
 * opens with TOTAL, so nothing printed as the total disagrees with cash less change.
 */
function hasIncludedTaxAsTotal(index: LabelIndex, paid: number): boolean {
  return index.labelsFor('total').some((label) => {
    // OCR may cut the row after the label (`TOTAL INCLUDES` | `6% GST` | `5.03`).
    const row = [
      label.line.folded,
      ...label.sites.filter((site) => site.kind !== 'below').map((site) => site.text.toLowerCase()),
    ].join(' ');
    const rate = TAX_RATE.exec(row);
    const percent = Number((rate?.[1] ?? rate?.[2] ?? '').replace(',', '.'));
    const amount = firstAmount(label);
    return (
      rate !== null &&
      percent > 0 &&
      amount !== undefined &&
      Math.abs(amount.value - (paid * percent) / (100 + percent)) < 0.01 + CENT
    );
  });
}

/**
 * The amount after a label of another line than the cash and change lines that equals `paid`
 * (a total, a net with no tax, a rounded total), if any.
 */
function confirmingAmount(index: LabelIndex, paid: number): Candidate<number> | undefined {
  const paymentLines = new Set(
    index
      .labelsFor('otherAmount')
      .filter((label) => TENDERED.has(label.phrase) || CHANGE.has(label.phrase))
      .map((label) => label.line.index),
  );
  for (const label of index.labels) {
    if (paymentLines.has(label.line.index)) {
      continue;
    }
    const amount = firstAmount(label);
    if (amount !== undefined && Math.abs(amount.value - paid) < CENT) {
      return amount;
    }
  }
  return undefined;
}

/**
 * The cash handed over when the page prints no change line and no total line at all: the exact
 * sum paid (`CASH RM 170.00` under the items), a total only when no other amount stands for it.
 */
export function exactCash(index: LabelIndex): Candidate<number> | undefined {
  // A total or change label whose amount OCR lost says the cash is not the sum.
  const changeLabels = index.labelsFor('otherAmount').filter((label) => CHANGE.has(label.phrase));
  const [tendered] = labelledAmounts(index, TENDERED);
  return changeLabels.length > 0 ||
    index.labelsFor('total').length > 0 ||
    tendered === undefined ||
    tendered.value <= 0
    ? undefined
    : { ...tendered, score: PAID_SCORE - 5, method: 'derived' };
}
