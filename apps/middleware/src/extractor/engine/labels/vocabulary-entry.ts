// What a vocabulary is made of: the concepts a label can announce, and a group of phrases for
// one (`vocabulary.ts` holds the parties', numbers' and dates' groups, `amount-vocabulary.ts` the
// amounts').

/** What a label announces. */
export type Concept =
  | 'invoiceNumber'
  | 'date'
  | 'dueDate'
  | 'otherDate'
  | 'issuer'
  | 'buyer'
  | 'taxId'
  | 'net'
  | 'tax'
  | 'total'
  | 'amountDue'
  | 'otherAmount'
  | 'withholding'
  | 'rounding'
  | 'charge'
  | 'currency'
  | 'otherId';

/** A group of phrases announcing one concept, and how sure a match makes us (1-3). */
export type VocabularyEntry = {
  concepts: readonly Concept[];
  strength: number;
  phrases: readonly string[];
};

/**
 * Phrases written as one comma-separated text (kept compact: one concept, one paragraph). A
 * comma before a digit is a decimal comma inside a phrase (`iva 10,5%`), never a separator: split
 * there, `5%` alone became a tax label and every item row with a 5 % VAT cell ended the table.
 */
export function list(text: string): string[] {
  return text
    .split(/,(?!\d)/u)
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');
}
