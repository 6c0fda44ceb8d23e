// A tune family of French notices: an insurer's or a mutual's avis d'échéance or appel de
// cotisation, and a firm's relevé d'honoraires or de frais. Each line is a cover or a charge with
// its net, its tax (an amount or a rate) and its gross; the description stands under a heading
// no item table uses (`Garantie`, `Formule`, `Option`, `Nature`) and often beside a contract,
// line or file number under another (`Contrat`, `Ligne`, `Dossier`), so two unknown headings
// stand left of the amounts. The period is one cell, two (`Du | Au`) or a due date (`Échéance`).
import type { Random } from '../generated-es/random.ts';
import type { EuFamily } from './family.ts';
import type { ItemStyle } from './item-rows.ts';
import type { EuOptions } from './model.ts';
import type { Notice } from './notice-columns.ts';
import type { PageStyle } from './page.ts';
import { digits, FRENCH_COMPANIES, FRENCH_SELLER } from './sample-data.ts';

const COVERS = [
  'Multirisque habitation',
  'Responsabilité civile',
  'Protection juridique',
  'Assistance 0 km',
  'Bris de glace',
  'Garantie accidents de la vie',
  'Complémentaire santé',
  'Prévoyance décès',
  'Dommages tous accidents',
  'Vol et incendie',
  'Frais de gestion',
];

const CHARGES = [
  'Honoraires de gestion',
  'Frais de dossier',
  'Tenue de comptabilité',
  'Consultation juridique',
  "Rédaction d'acte",
  'Frais de déplacement',
  'Abonnement maintenance',
  'Forfait Pro 100 Go',
  'Option international',
  'Bilan annuel',
];

const INSURERS = [
  'Mutuelle Atlantique Assurances',
  'Caisse Régionale Val de Loire',
  'Assurances du Bocage SA',
  ...FRENCH_COMPANIES,
];

const FIRMS = [
  'Cabinet Moreau & Associés',
  'SCP Lefèvre Avocats',
  'Fiduciaire des Alpes SARL',
  ...FRENCH_COMPANIES,
];

// Contract, line and file numbers as French notices print them.
const contract = (random: Random): string =>
  random.pick([
    `HAB-${digits(random, 6)}`,
    `${digits(random, 10)}`,
    `CT ${digits(random, 4)} ${digits(random, 4)}`,
    `AUTO${digits(random, 7)}`,
  ]);
const phoneLine = (random: Random): string =>
  `0${String(random.int(6, 7))} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)} ${digits(random, 2)}`;
const file = (random: Random): string => `D-2026-${digits(random, 4)}`;

const fromTo = (from: string, to: string): string => `du ${from} au ${to}`;
const toOnly = (from: string, to: string): string => `${from} au ${to}`;

// One layout per document, insurers' and firms' in turn, so that the eight documents show them all.
const LAYOUTS: readonly { notice: Notice; isInsurance: boolean }[] = [
  {
    isInsurance: true,
    notice: {
      columns: [
        ['reference', 'Contrat', 45],
        ['text', 'Garantie', 120],
        ['due', 'Échéance', 270],
        ['net', 'Cotisation HT', 410],
        ['tax', 'Taxe', 470],
        ['gross', 'Cotisation TTC', 550],
      ],
      reference: contract,
    },
  },
  {
    isInsurance: false,
    notice: {
      columns: [
        ['position', 'Réf.', 45],
        ['text', 'Désignation', 80],
        ['period', 'Période', 235],
        ['net', 'Montant HT', 430],
        ['tax', 'TVA', 485],
        ['gross', 'Montant TTC', 550],
      ],
      days: 30,
      period: toOnly,
    },
  },
  {
    isInsurance: false,
    notice: {
      columns: [
        ['reference', 'Ligne', 45],
        ['text', 'Formule', 125],
        ['from', 'Du', 265],
        ['to', 'Au', 320],
        ['net', 'Montant HT', 440],
        ['tax', 'TVA', 490],
        ['gross', 'Total TTC', 550],
      ],
      days: 30,
      reference: phoneLine,
    },
  },
  {
    isInsurance: true,
    notice: {
      columns: [
        ['position', 'Nº', 45],
        ['text', 'Option', 70],
        ['period', 'Période', 225],
        ['net', 'Prime HT', 420],
        ['rate', 'Taux', 475],
        ['gross', 'Prime TTC', 550],
      ],
    },
  },
  {
    isInsurance: true,
    notice: {
      columns: [
        ['text', 'Garantie', 45],
        ['reference', 'N° de contrat', 190],
        ['net', 'Cotisation HT', 400],
        ['tax', 'Taxe', 465],
        ['gross', 'Cotisation TTC', 550],
      ],
      reference: contract,
    },
  },
  {
    isInsurance: false,
    notice: {
      columns: [
        ['period', 'Période', 45],
        ['reference', 'Dossier', 165],
        ['text', 'Nature', 235],
        ['net', 'Montant HT', 440],
        ['tax', 'TVA', 490],
        ['gross', 'Montant TTC', 550],
      ],
      days: 30,
      reference: file,
    },
  },
  {
    isInsurance: true,
    notice: {
      columns: [
        ['due', 'Échéance', 45],
        ['reference', 'Contrat', 110],
        ['text', 'Garantie', 195],
        ['net', 'Cotisation HT', 420],
        ['tax', 'Taxe', 475],
        ['gross', 'Total TTC', 550],
      ],
      reference: contract,
    },
  },
  {
    isInsurance: false,
    notice: {
      columns: [
        ['position', 'N°', 45],
        ['text', 'Désignation', 70],
        ['from', 'Du', 250],
        ['to', 'Au', 305],
        ['net', 'Total HT', 420],
        ['tax', 'TVA', 475],
        ['gross', 'Total TTC', 550],
      ],
      days: 91,
      period: fromTo,
    },
  },
];

const itemsOf = (notice: Notice): ItemStyle => ({
  detail: { chance: 0, most: 1 },
  groups: 'none',
  discount: 'text',
  unit: 'quantity',
  carried: 'beside',
  gross: [notice],
});

const variantOf = ({
  notice,
  isInsurance,
}: {
  notice: Notice;
  isInsurance: boolean;
}): { style: PageStyle; options: EuOptions } => ({
  style: {
    language: 'fr',
    seller: ['letterhead', 'right'],
    meta: ['left', 'right', 'boxes'],
    summary: ['lines'],
    amounts: ['space-comma', 'dot-comma'],
    dates: ['slashed', 'words'],
    marks: ['sign-suffix', 'none'],
    items: itemsOf(notice),
    titles: isInsurance
      ? ["Avis d'échéance", 'Appel de cotisation', "AVIS D'ÉCHÉANCE"]
      : ["Relevé d'honoraires", 'Relevé de frais', "Note d'honoraires"],
  },
  options: {
    ...FRENCH_SELLER,
    goods: isInsurance ? COVERS : CHARGES,
    companies: isInsurance ? INSURERS : FIRMS,
    // Insurance tax (taxe sur les conventions d'assurance) on premiums, VAT on fees.
    rates: isInsurance ? [9] : [20],
    itemCount: [1, 6],
    quantities: [1],
    creditNoteChance: 0.1,
  },
});

const VARIANTS = LAYOUTS.map(variantOf);

export const AVIS_FAMILY: EuFamily = {
  name: 'fr-avis-echeance',
  half: 'tune',
  kind: "French premium and fee notices (avis d'échéance, appel de cotisation, relevé d'honoraires or de frais): covers or charges with net, tax (amount or rate) and gross, the description under a heading no item table uses (Garantie, Formule, Option, Nature), beside a contract, line or file number (Contrat, Ligne, Dossier, N° de contrat) or a position (Réf., Nº, N°), the period as one cell, Du | Au or a due date",
  ...(VARIANTS[0] ?? variantOf({ notice: { columns: [] }, isInsurance: true })),
  variants: VARIANTS,
  flavours: ['facturx-en16931', 'facturx-basic', 'facturx-extended'],
};
