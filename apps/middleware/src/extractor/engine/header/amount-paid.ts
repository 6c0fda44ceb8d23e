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
  return {
    tendered: tendered.value + others,
    paid: {
      value: toCents(tendered.value - change.value + others),
      text: '',
      source: tendered.source,
      score: PAID_SCORE,
      method: 'derived',
    },
  };
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
