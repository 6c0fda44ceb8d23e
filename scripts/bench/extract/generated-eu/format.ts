// How European invoices write amounts and dates: `1.234,56`, `1 234,56`, `1,234.56`,
// `1'234.56`, and dates in each language's numeric and written forms.
import { formatAmount } from '../generated-es/formats.ts';

/** A number style of the page. */
export type EuAmountStyle =
  'dot-comma' | 'space-comma' | 'comma-dot' | 'apostrophe-dot' | 'plain-comma';

/** An amount written in a style. */
export function formatEuAmount(value: number, style: EuAmountStyle): string {
  switch (style) {
    case 'dot-comma':
    case 'comma-dot':
    case 'plain-comma':
      return formatAmount(value, style);
    case 'space-comma':
      return formatAmount(value, 'dot-comma').replaceAll('.', ' ');
    case 'apostrophe-dot':
      return formatAmount(value, 'comma-dot').replaceAll(',', "'");
  }
}

/** A page's language. */
export type Language = 'de' | 'fr' | 'en' | 'nl';

const MONTHS: Record<Language, readonly string[]> = {
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
};

/** A date style: numeric with a separator, or the month written out. */
/** The name of `month` (1-12) in `language`; empty out of range. */
export function monthName(month: number, language: Language): string {
  return MONTHS[language][month - 1] ?? '';
}

export type EuDateStyle = 'dotted' | 'slashed' | 'dashed' | 'words' | 'short-month';

/** `date` (`YYYY-MM-DD`) in a language's style. */
export function formatEuDate(date: string, style: EuDateStyle, language: Language): string {
  const [year = '', month = '', day = ''] = date.split('-');
  const name = monthName(Number(month), language);
  switch (style) {
    case 'dotted':
      return `${day}.${month}.${year}`;
    case 'slashed':
      return `${day}/${month}/${year}`;
    case 'dashed':
      return `${day}-${month}-${year}`;
    case 'words':
      return language === 'de'
        ? `${Number(day)}. ${name} ${year}`
        : `${Number(day)} ${name} ${year}`;
    case 'short-month':
      return `${day}-${name.slice(0, 3)}-${year}`;
  }
}

/** A rate as the language writes it: `19 %`, `5,5 %`, `13.5%`. */
export function formatRate(rate: number, language: Language, isSpaced: boolean): string {
  const text = language === 'en' ? String(rate) : String(rate).replace('.', ',');
  return `${text}${isSpaced ? ' ' : ''}%`;
}
