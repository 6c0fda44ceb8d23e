// What an e-invoice viewer writes in each language (`viewer-family.ts`): its titles, its stacked
// item headings, the words of its rows and notes, and its totals' labels.

export type ViewerLanguage = 'de' | 'en' | 'fr';

/** A viewer's words: its headings (stacks as arrays), row labels, notes and totals. */
export type Viewer = {
  title: string;
  parties: [string, string];
  meta: [string, string, string];
  items: string;
  position: string;
  ids: readonly string[];
  description: string;
  price: string;
  wrappedPrice: readonly string[];
  specs: readonly string[];
  quantity: string;
  rate: string;
  amount: readonly string[];
  gross: string;
  units: readonly string[];
  notes: readonly ((day: string, code: string) => string[])[];
  totals: string;
  sums: [string, string, string, string, string];
};

export const VIEWERS: Record<ViewerLanguage, Viewer> = {
  de: {
    title: 'Rechnung',
    parties: ['Verkäufer', 'Käufer'],
    meta: ['Rechnungsnummer:', 'Rechnungsdatum:', 'Käuferreferenz:'],
    items: 'Rechnungspositionen',
    position: 'Pos',
    ids: ['Art-Nr-Kunde', 'Art-Nr-Lief.', 'Art-Nr', '(Art)'],
    description: 'Beschreibung',
    price: 'Nettopreis',
    wrappedPrice: ['Netto-', 'preis'],
    specs: ['DIN 912, Edelstahl A2, VPE 100', 'laut Angebot vom Vormonat', 'Farbe RAL 7016, matt'],
    quantity: 'Menge',
    rate: 'USt.',
    amount: ['Positions-', 'betrag', 'ohne', 'USt.'],
    gross: 'Bruttopreis :',
    units: ['kg', 'Stk', 'h', 'm', 'C62'],
    notes: [
      (day, code) => [
        `Lieferung gemäß Lieferschein ${code} vom ${day},`,
        'Anlieferung frei Verwendungsstelle, 2 Paletten.',
      ],
      (day, code) => [
        `Charge ${code}, Mindesthaltbarkeit bis ${day}.`,
        'Bitte bei Reklamation die Chargennummer angeben.',
        'Lagerung bei 4 bis 8 °C.',
      ],
      (day) => [
        `Leistungszeitraum ab ${day}, Abrechnung je`,
        'angefangene Stunde laut Stundennachweis.',
      ],
    ],
    totals: 'Gesamtbeträge der Rechnung',
    sums: [
      'Summe aller Positionen',
      'Gesamtbetrag ohne USt.',
      'Summe USt.',
      'Gesamtbetrag einschl. USt.',
      'Fälliger Betrag',
    ],
  },
  en: {
    title: 'Invoice',
    parties: ['Seller', 'Buyer'],
    meta: ['Invoice number:', 'Invoice date:', 'Buyer reference:'],
    items: 'Invoice lines',
    position: 'Pos',
    ids: ["Buyer's item ID", "Seller's item ID", 'Standard ID', '(Type)'],
    description: 'Description',
    price: 'Net price',
    wrappedPrice: ['Net', 'price'],
    specs: ['DIN 912, stainless A2, pack of 100', 'as per our quotation', 'colour RAL 7016, matt'],
    quantity: 'Quantity',
    rate: 'VAT',
    amount: ['Line', 'amount', 'excl.', 'VAT'],
    gross: 'Gross price :',
    units: ['kg', 'pcs', 'h', 'm', 'C62'],
    notes: [
      (day, code) => [
        `Delivered with delivery note ${code} on ${day},`,
        '2 pallets, free to site.',
      ],
      (day, code) => [
        `Batch ${code}, best before ${day}.`,
        'Quote the batch number with any claim.',
        'Store at 4 to 8 °C.',
      ],
      (day) => [`Service period from ${day}, charged per`, 'hour started as per timesheet.'],
    ],
    totals: 'Invoice totals',
    sums: [
      'Sum of line net amounts',
      'Total without VAT',
      'Total VAT amount',
      'Total with VAT',
      'Amount due for payment',
    ],
  },
  fr: {
    title: 'Facture',
    parties: ['Vendeur', 'Acheteur'],
    meta: ['Numéro de facture :', 'Date de facture :', "Référence de l'acheteur :"],
    items: 'Lignes de facture',
    position: 'Pos',
    ids: ['Réf. client', 'Réf. fourn.', 'Réf. std', '(Type)'],
    description: 'Désignation',
    price: 'Prix net',
    wrappedPrice: ['Prix', 'net'],
    specs: ['DIN 912, inox A2, boîte de 100', 'selon notre devis', 'teinte RAL 7016, mat'],
    quantity: 'Quantité',
    rate: 'TVA',
    amount: ['Montant', 'de la', 'ligne', 'HT'],
    gross: 'Prix brut :',
    units: ['kg', 'pce', 'h', 'm', 'C62'],
    notes: [
      (day, code) => [`Livraison selon bon ${code} du ${day},`, 'franco chantier, 2 palettes.'],
      (day, code) => [
        `Lot ${code}, à consommer avant le ${day}.`,
        'Rappeler le numéro de lot en cas de réclamation.',
        'Conserver entre 4 et 8 °C.',
      ],
      (day) => [`Période de prestation à partir du ${day},`, 'facturée par heure commencée.'],
    ],
    totals: 'Montants totaux',
    sums: [
      'Somme des montants nets des lignes',
      'Montant total HT',
      'Montant total de la TVA',
      'Montant total TTC',
      'Montant à payer',
    ],
  },
};
