// Rows real tables carry between and under their items that are no items: a line of prose
// running across the table (the order it refers to, the offer, the work done), the parts of an
// item sold as a set (each with its quantity and no amount), and a percent surcharge on an
// item (a metal or rush surcharge). Only the items are answers.
import type { Random } from '../generated-es/random.ts';
import type { Language } from './format.ts';

/** What a family writes around its items besides details, sections and discounts. */
export type AroundItems = {
  /** How often a line of prose comes before an item (never before the first). */
  prose: number;
  /** How often an item is a set with its parts listed under it. */
  parts: number;
  /** Where a part's quantity is written: in the quantity column, or in its text (`2 x ...`). */
  partQuantity: 'column' | 'text';
  /** How often a set's parts carry a price and an amount, adding up to the set's amount. */
  pricedParts: number;
  /** A page break may fall between an item and its own discount or surcharge row. */
  breakBeforeAdjustment: boolean;
  /**
   * How often an item opens a set of two or three items under a title row of its own with no
   * amount (`3  Badpaket Komfort  1 Set`), the items numbered under it (3.1, 3.2) and indented.
   */
  setTitles?: number;
  /** Prose wrapped at the table's width, its first line justified across it (wide spaces). */
  isJustified?: boolean;
  /**
   * How often an item is a set whose row has its quantity and no price or amount, its parts
   * (indented, no position number) priced and adding up to its amount: the set is the item.
   */
  setsPricedByParts?: number;
};

/** What a prose line may name: a partial invoice's count ordered and billed too. */
export type ProseFacts = {
  order: string;
  offer: string;
  date: string;
  sum: string;
  ordered: number;
  billed: number;
};

type Words = {
  prose: readonly ((facts: ProseFacts) => string)[];
  setOpening: string;
  parts: readonly string[];
  sets: readonly string[];
  surchargeRow: (percent: string) => string;
};

const WORDS: Record<Language, Words> = {
  de: {
    prose: [
      (f) => `Bestellt wurden gemäß Ihrer Bestellung ${f.order} vom ${f.date} folgende Positionen:`,
      (f) => `Lt. Angebot Nr. ${f.offer} vom ${f.date} berechnen wir die ausgeführten Arbeiten`,
      (f) => `Montage am ${f.date} durch unseren Monteur, Anfahrt im Preis enthalten`,
      (f) => `Teilrechnung über 30 % der Auftragssumme von ${f.sum} gemäß Auftrag ${f.order}`,
      // Long enough that its last number stands in the amount column.
      (f) =>
        `Bestellt wurden lt. Auftrag ${f.order} vom ${f.date} insgesamt ${String(f.ordered)} Stück; mit dieser Teilrechnung berechnet: ${String(f.billed)}`,
    ],
    setOpening: 'bestehend aus:',
    parts: ['Grundgerät', 'Zubehörsatz', 'Montagematerial', 'Befestigungsset', 'Anschlusskabel'],
    sets: ['Badpaket Komfort', 'Komplettset Heizung', 'Montagepaket', 'Starterset Büro'],
    surchargeRow: (percent) => `zzgl. ${percent} % Metallzuschlag`,
  },
  fr: {
    prose: [
      (f) =>
        `Suivant votre commande n° ${f.order} du ${f.date}, nous facturons les travaux suivants :`,
      (f) => `Conformément au devis n° ${f.offer} accepté le ${f.date}, travaux réalisés sur site`,
      (f) => `Intervention du ${f.date} par notre technicien, déplacement compris dans le prix`,
      (f) => `Situation n° 2 : 40 % du marché de ${f.sum} selon devis n° ${f.offer}`,
      (f) =>
        `Commandé selon bon ${f.order} du ${f.date} : ${String(f.ordered)} unités au total ; facturées par la présente situation : ${String(f.billed)}`,
    ],
    setOpening: 'comprenant :',
    parts: ['Appareil de base', 'Kit de fixation', 'Câble de raccordement', 'Accessoires'],
    sets: ['Pack salle de bain', 'Forfait installation', 'Ensemble bureau', 'Kit complet'],
    surchargeRow: (percent) => `Majoration urgence ${percent} %`,
  },
  en: {
    prose: [
      (f) =>
        `As ordered under your purchase order ${f.order} of ${f.date}, we charge the following:`,
      (f) => `Work carried out as quoted in our offer ${f.offer} of ${f.date}, on site`,
      (f) => `Installation on ${f.date} by our engineer, travel included in the price`,
      (f) => `Stage payment: 30 % of the contract sum of ${f.sum} under order ${f.order}`,
      (f) =>
        `Ordered under your purchase order ${f.order} of ${f.date}: ${String(f.ordered)} units in all; invoiced with this stage payment: ${String(f.billed)}`,
    ],
    setOpening: 'comprising:',
    parts: ['Base unit', 'Mounting kit', 'Power lead', 'Accessory pack'],
    sets: ['Starter bundle', 'Installation package', 'Office set'],
    surchargeRow: (percent) => `Plus ${percent}% express surcharge`,
  },
  nl: {
    prose: [
      (f) => `Geleverd volgens uw bestelling ${f.order} van ${f.date}, wij berekenen het volgende:`,
      (f) => `Werkzaamheden volgens offerte ${f.offer} van ${f.date}, uitgevoerd op locatie`,
      (f) => `Montage op ${f.date} door onze monteur, voorrijkosten inbegrepen`,
      (f) =>
        `Besteld volgens order ${f.order} van ${f.date}: in totaal ${String(f.ordered)} stuks; met deze deelfactuur gefactureerd: ${String(f.billed)}`,
    ],
    setOpening: 'bestaande uit:',
    parts: ['Basisapparaat', 'Montageset', 'Aansluitkabel', 'Toebehoren'],
    sets: ['Startpakket', 'Installatiepakket'],
    surchargeRow: (percent) => `Toeslag spoed ${percent}%`,
  },
};

/** A line of prose about the order, the offer or the work, with its numbers and dates. */
export function proseLine(random: Random, language: Language, facts: ProseFacts): string {
  return random.pick(WORDS[language].prose)(facts);
}

/** The parts of a set (two or three), after the line that opens the list or not. */
export function setParts(
  random: Random,
  language: Language,
): { opening?: string; parts: { name: string; quantity: number }[] } {
  const words = WORDS[language];
  const opening = random.chance(0.5) ? words.setOpening : undefined;
  const first = random.int(0, words.parts.length - 1);
  const parts = Array.from({ length: random.int(2, 3) }, (_, index) => ({
    name: words.parts[(first + index) % words.parts.length] ?? '',
    quantity: random.pick([1, 1, 2, 4]),
  }));
  return { ...(opening === undefined ? {} : { opening }), parts };
}

/** The name of a set whose items are listed under it. */
export function setTitle(random: Random, language: Language): string {
  return random.pick(WORDS[language].sets);
}

// A justified line holds about this many characters at the table's width (9 pt Helvetica).
const JUSTIFIED_CHARACTERS = 78;

/** Prose cut into lines at word ends, each at most a justified line's length. */
export function wrapProse(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current !== '' && current.length + 1 + word.length > JUSTIFIED_CHARACTERS) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  return current === '' ? lines : [...lines, current];
}

/** The text of an item's surcharge row. */
export function surchargeText(language: Language, percent: string): string {
  return WORDS[language].surchargeRow(percent);
}
