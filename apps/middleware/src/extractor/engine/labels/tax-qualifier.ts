// A total's label qualified by the tax right after it says which amount it is: `Gesamtbetrag
// ohne USt.`, `Total amount without VAT`, `Montant total hors TVA` are the net; `Summe USt.`,
// `Total amount VAT`, `Montant total TVA` the tax; `Gesamtbetrag einschl. USt.` stays the total.
// E-invoice viewers print all three under their items, and the vocabulary's `gesamtbetrag`,
// `summe` or `montant total` alone would make each of them a total.
import { boxOfSpan } from '../document-lines';
import type { LabelMatch } from './label-match';
import { taxWordPattern } from './tax-words';

const TAX_NOUN =
  '(?:ust|mwst|umsatzsteuer|mehrwertsteuer|steuern?|vat|tax(?:es)?|tva|iva|igic|impuestos|gst|btw)';

// Folded text right after the label. A tax noun followed by an id word is a tax id's label.
const WITHOUT_TAX = new RegExp(
  `^\\s*(?:\\(\\s*)?(?:(?:ohne|exkl\\.?|excl\\.?|excluding|exclusive of|ex\\.?|without|hors|sin|before|vor|antes de)\\s*(?:der |la |de |de la |les )?${TAX_NOUN}\\.?|${taxWordPattern('net')})(?![\\p{L}\\d])\\s*\\)?`,
  'u',
);
const WITH_TAX = new RegExp(
  `^\\s*(?:\\(\\s*)?(?:(?:einschl\\.?|einschliesslich|inkl\\.?|incl\\.?|including|inclusive of|inc\\.?|mit|con|avec|y compris)\\s*(?:der |la |de |de la |les )?${TAX_NOUN}\\.?|${taxWordPattern('gross')})(?![\\p{L}\\d])\\s*\\)?`,
  'u',
);
const TAX_AFTER = new RegExp(
  `^\\s*${TAX_NOUN}\\.?(?![\\p{L}\\d])(?!\\s*[-.]?\\s*(?:id|nr|no|number|numero|n°|nummer|reg))`,
  'u',
);

/** A total's label with the tax qualifier after it read: net, tax or total, ending after it. */
export function qualifyByTax(label: LabelMatch): LabelMatch {
  if (label.concepts.size !== 1 || !label.concepts.has('total')) {
    return label;
  }
  const after = label.line.folded.slice(label.end);
  for (const [pattern, concept] of [
    [WITHOUT_TAX, 'net'],
    [WITH_TAX, 'total'],
    [TAX_AFTER, 'tax'],
  ] as const) {
    const match = pattern.exec(after);
    if (match !== null) {
      const end = label.end + match[0].trimEnd().length;
      return {
        ...label,
        end,
        concepts: new Set([concept]),
        box: boxOfSpan(label.line, label.start, end),
      };
    }
  }
  return label;
}
