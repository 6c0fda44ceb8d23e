// A tune family of the sixteenth pass's follow-up: a priced list with no table heading whose
// prices include the tax, as small firms and insurers bill consumers. A sentence introduces one
// to three rows of a description and one gross amount (most often one priced row and a free
// 0,00 one), then the total and the tax it includes (`Gesamtbetrag` / `darin enthaltene USt. 19
// %`, `Total TTC` / `dont TVA 20 %`, `Total` / `includes VAT at 20%`), a net line at times. The
// rows add up to the total, not the net; the answers' line amounts stay the net ones (BT-131).
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import { LABELS } from './labels.ts';
import { drawSumRows, listLanguageOf, type ListLanguage, listVariantOf } from './list-variants.ts';
import { type EuInvoice, type EuOptions, lineAmountOf, round } from './model.ts';
import type { PageStyle } from './page.ts';
import { makeUnpaid, repriced } from './probe-model.ts';
import {
  drawBuyer,
  drawEntries,
  drawFooter,
  drawLetterhead,
  finish,
  sellerIdsOf,
  startDocument,
  writersOf,
} from './probe-parts.ts';

const WORDS = {
  de: {
    rows: ['Wartung Heizungsanlage', 'Fensterreinigung', 'Jahresbeitrag Mitgliedschaft'],
    free: ['Anfahrt (entfällt)', 'Ersteinrichtung - kostenlos'],
    intro: [
      'Wir berechnen Ihnen folgende Leistungen:',
      'Ihr Beitrag setzt sich wie folgt zusammen:',
    ],
    total: ['Gesamtbetrag', 'Rechnungsbetrag', 'Zu zahlender Betrag'],
    included: ['darin enthaltene USt.', 'enthaltene MwSt.', 'inkl. USt.'],
    net: ['Nettobetrag', 'Betrag netto'],
  },
  fr: {
    rows: ['Entretien annuel chaudière', 'Nettoyage des vitres', 'Cotisation annuelle'],
    free: ['Déplacement offert', 'Frais de dossier (offerts)'],
    intro: ['Nous vous facturons les prestations ci-après :', 'Détail de votre cotisation :'],
    total: ['Total TTC', 'Net à payer', 'Montant à régler'],
    included: ['dont TVA', 'dont T.V.A.'],
    net: ['Total HT', 'Montant HT'],
  },
  en: {
    rows: ['Annual boiler service', 'Window cleaning', 'Annual membership'],
    free: ['Call-out charge waived', 'Set-up fee - no charge'],
    intro: ['We have charged you for the following:', 'Your subscription is made up as follows:'],
    total: ['Total', 'Amount payable', 'Total due'],
    included: ['includes VAT at', 'of which VAT'],
    net: ['Net amount', 'Total excl. VAT'],
  },
} as const;

/** One to three rows, one of them priced and a free one most often, all at one rate. */
function makeGrossList(random: Random, options: EuOptions): EuInvoice {
  const drawn = makeUnpaid(random, options);
  const words = WORDS[listLanguageOf(options)];
  const rate = options.rates[0] ?? 19;
  const shape = random.pick([
    ['paid', 'free'],
    ['paid', 'free'],
    ['paid'],
    ['paid', 'paid', 'free'],
  ]);
  const unused = [...words.rows];
  const items = shape.map((kind) => ({
    description:
      kind === 'free'
        ? random.pick(words.free)
        : (unused.splice(random.int(0, unused.length - 1), 1)[0] ?? ''),
    quantity: 1,
    price: kind === 'free' ? 0 : round(random.int(40, 900) + random.int(0, 99) / 100),
    rate,
  }));
  return { ...repriced(drawn, items), cashDiscountRate: 0 };
}

/** Each row's gross amount; the last priced row takes what rounding left, so they add up. */
function grossAmounts(invoice: EuInvoice): number[] {
  const gross = invoice.items.map((item) => round(lineAmountOf(item) * (1 + item.rate / 100)));
  const last = gross.findLastIndex((value) => value !== 0);
  if (last >= 0) {
    const others = gross.reduce((sum, value, index) => (index === last ? sum : sum + value), 0);
    gross[last] = round(invoice.total - others);
  }
  return gross;
}

function drawGrossList(random: Random, invoice: EuInvoice, style: PageStyle) {
  const language = style.language as ListLanguage;
  const words = WORDS[language];
  const labels = LABELS[language];
  const w = writersOf(random, invoice, style);
  const ids = sellerIdsOf(random, invoice, language);
  const cursor = startDocument(random);
  const { sheet } = cursor;
  drawLetterhead(sheet, invoice, ids);
  drawBuyer(sheet, invoice, 45, 130, '');
  drawEntries(
    sheet,
    [
      [random.pick(labels.number), invoice.number],
      [random.pick(labels.date), w.day(invoice.date)],
    ],
    340,
    460,
    130,
  );
  sheet.text(45, 220, random.pick(labels.invoice), { bold: true, size: 14 });
  let y = 250;
  sheet.text(45, y, random.pick(words.intro));
  y += 22;
  const amountX = random.pick([550, 480]);
  const sumX = random.pick([45, 300]);
  const gross = grossAmounts(invoice);
  invoice.items.forEach((item, index) => {
    sheet.text(45, y, item.description);
    sheet.right(amountX, y, w.money(gross[index] ?? 0));
    y += 15;
  });
  sheet.rule(sumX, amountX + 5, y - 4);
  y += 4;
  const rate = w.rate(invoice.taxes[0]?.rate ?? 0);
  const rows: [string, string, boolean][] = [
    [random.pick(words.total), w.money(invoice.total), true],
    [`${random.pick(words.included)} ${rate}`, w.money(invoice.tax), false],
  ];
  if (random.chance(0.4)) {
    rows.push([random.pick(words.net), w.money(invoice.net), false]);
  }
  cursor.y = drawSumRows(sheet, rows, { sumX, amountX, y }) + 24;
  drawFooter(cursor.sheet, invoice, ids, random.pick(labels.bank));
  return finish(cursor, language);
}

export const GROSS_LIST_FAMILY: EuFamily = {
  name: 'eu-headerless-gross',
  half: 'tune',
  kind: 'A priced list with no table heading whose prices include the tax: one to three rows (one priced and a free 0,00 one most often), then the total and the tax it includes (darin enthaltene USt., dont TVA, includes VAT at), a net line at times (German, French, English)',
  ...listVariantOf('de'),
  variants: [listVariantOf('de'), listVariantOf('fr'), listVariantOf('en')],
  flavours: ['zugferd2-en16931', 'facturx-en16931', 'peppol-ubl'],
  own: { make: makeGrossList, draw: drawGrossList },
};
