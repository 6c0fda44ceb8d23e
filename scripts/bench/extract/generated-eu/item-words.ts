// What a table writes around its items, in each language: lines of detail under an item, section
// and delivery titles, a section's sum, a line discount, units and the word for "per".
import type { Random } from '../generated-es/random.ts';
import type { Language } from './format.ts';
import { digits } from './sample-data.ts';

type Words = {
  details: readonly ((random: Random) => string)[];
  section: (index: number) => string;
  sectionSum: (index: number) => string;
  delivery: (number: string, date: string) => string;
  discountRow: (percent: string) => string;
  discountText: (percent: string, gross: string) => string;
  units: readonly string[];
  per: string;
};

export const WORDS: Record<Language, Words> = {
  de: {
    details: [
      (random) => `Art.-Nr. ${digits(random, 6)}`,
      (random) => `Lieferschein ${digits(random, 5)}`,
      (random) => `Charge ${digits(random, 4)}-${digits(random, 2)}`,
    ],
    section: (index) => `Titel ${index}`,
    sectionSum: (index) => `Summe Titel ${index}`,
    delivery: (number, date) => `Lieferschein LS-${number} vom ${date}`,
    discountRow: (percent) => `abzgl. ${percent} % Rabatt`,
    discountText: (percent, gross) => `Rabatt ${percent} % auf ${gross}`,
    units: ['Stk', 'Std.', 'kg', 'h', 'Stück'],
    per: 'je',
  },
  fr: {
    details: [
      (random) => `Réf. article ${digits(random, 6)}`,
      (random) => `Bon de livraison ${digits(random, 5)}`,
      (random) => `Lot de fabrication ${digits(random, 4)}`,
    ],
    section: (index) => `Lot ${index}`,
    sectionSum: (index) => `Sous-total lot ${index}`,
    delivery: (number, date) => `Bon de livraison BL-${number} du ${date}`,
    discountRow: (percent) => `Remise ${percent} %`,
    discountText: (percent, gross) => `Remise ${percent} % sur ${gross}`,
    units: ['pce', 'h', 'kg', 'u', 'jour'],
    per: 'par',
  },
  en: {
    details: [
      (random) => `Part no. ${digits(random, 6)}`,
      (random) => `Delivery note ${digits(random, 5)}`,
      (random) => `Serial ${digits(random, 8)}`,
    ],
    section: (index) => `Section ${index}`,
    sectionSum: (index) => `Subtotal section ${index}`,
    delivery: (number, date) => `Delivery note DN-${number} of ${date}`,
    discountRow: (percent) => `Less ${percent}% discount`,
    discountText: (percent, gross) => `${percent}% discount on ${gross}`,
    units: ['pcs', 'hrs', 'kg', 'ea', 'box'],
    per: 'per',
  },
  nl: {
    details: [
      (random) => `Artikelnr. ${digits(random, 6)}`,
      (random) => `Pakbon ${digits(random, 5)}`,
    ],
    section: (index) => `Deel ${index}`,
    sectionSum: (index) => `Subtotaal deel ${index}`,
    delivery: (number, date) => `Pakbon PB-${number} van ${date}`,
    discountRow: (percent) => `Korting ${percent}%`,
    discountText: (percent, gross) => `Korting ${percent}% op ${gross}`,
    units: ['st', 'uur', 'kg'],
    per: 'per',
  },
};
