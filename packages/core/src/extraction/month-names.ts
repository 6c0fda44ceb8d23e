// Month names and abbreviations in the product's languages (Spanish, English) and the others met
// on European invoices (German, French, Dutch, Italian, Portuguese), folded (lower case, no
// accents). One list: the same word never means two months across them.

const MONTHS: readonly (readonly string[])[] = [
  [
    'january',
    'jan',
    'enero',
    'ene',
    'januar',
    'janner',
    'janvier',
    'janv',
    'januari',
    'gennaio',
    'janeiro',
  ],
  [
    'february',
    'feb',
    'febrero',
    'februar',
    'fevrier',
    'fevr',
    'fev',
    'februari',
    'febbraio',
    'fevereiro',
  ],
  ['march', 'mar', 'marzo', 'marz', 'mrz', 'mars', 'maart', 'mrt', 'marco'],
  ['april', 'apr', 'abril', 'abr', 'avril', 'avr', 'aprile'],
  ['may', 'mayo', 'mai', 'mei', 'maggio', 'maio'],
  ['june', 'jun', 'junio', 'juni', 'juin', 'giugno', 'junho'],
  ['july', 'jul', 'julio', 'juli', 'juillet', 'juil', 'luglio', 'julho'],
  ['august', 'aug', 'agosto', 'ago', 'aout', 'augustus'],
  [
    'september',
    'sep',
    'sept',
    'septiembre',
    'setiembre',
    'set',
    'septembre',
    'settembre',
    'setembro',
  ],
  ['october', 'oct', 'octubre', 'oktober', 'okt', 'octobre', 'ottobre', 'outubro', 'out'],
  ['november', 'nov', 'noviembre', 'novembre', 'novembro'],
  ['december', 'dec', 'diciembre', 'dic', 'dezember', 'dez', 'decembre', 'dicembre', 'dezembro'],
];

const BY_NAME = new Map<string, number>(
  MONTHS.flatMap((names, index) => names.map((name) => [name, index + 1] as const)),
);

/** The month (1-12) a folded month name or abbreviation means, trailing dot allowed. */
export function monthFromName(folded: string): number | undefined {
  return BY_NAME.get(folded.replace(/\.$/u, ''));
}

/** A regular-expression alternation of every month name, longest first. */
export const MONTH_NAME_PATTERN = [...BY_NAME.keys()].sort((a, b) => b.length - a.length).join('|');
