// The words a page prints, per language, each with the spellings real invoices use; a layout
// picks one spelling per document.
import type { Language } from './format.ts';

/** Every label a layout may print; lists are alternative spellings. */
export type Labels = {
  invoice: readonly string[];
  creditNote: readonly string[];
  number: readonly string[];
  creditNumber: readonly string[];
  date: readonly string[];
  delivery: readonly string[];
  order: readonly string[];
  orderDate: readonly string[];
  due: readonly string[];
  customer: readonly string[];
  corrects: readonly string[];
  buyer: readonly string[];
  vatId: readonly string[];
  taxNumber: readonly string[];
  headings: readonly (readonly [string, string, string, string, string])[];
  lineTotal: readonly string[];
  allowance: readonly string[];
  charge: readonly string[];
  net: readonly string[];
  tax: readonly string[];
  /** `{base}` is the taxed base when a tax line names it. */
  taxOn: readonly string[];
  total: readonly string[];
  prepaid: readonly string[];
  amountDue: readonly string[];
  carried: readonly string[];
  page: (page: number, pages: number) => string;
  exempt: readonly string[];
  cashDiscount: (rate: string, amount: string, until: string) => string;
  terms: (date: string) => string;
  bank: readonly string[];
  taxRow: readonly (readonly [string, string, string, string])[];
  /** The sum row under a VAT breakdown of several rates. */
  sum: readonly string[];
};

export const LABELS: Record<Language, Labels> = {
  de: {
    invoice: ['Rechnung', 'RECHNUNG'],
    creditNote: ['Gutschrift', 'Rechnungskorrektur', 'GUTSCHRIFT'],
    number: ['Rechnungsnummer:', 'Rechnung Nr.', 'Rechnungs-Nr.:', 'Beleg-Nr.:'],
    creditNumber: ['Gutschrift-Nr.:', 'Gutschriftsnummer:', 'Beleg-Nr.:'],
    date: ['Rechnungsdatum:', 'Datum:', 'Belegdatum:'],
    delivery: ['Leistungsdatum:', 'Lieferdatum:', 'Liefer-/Leistungsdatum:'],
    order: ['Ihre Bestellung:', 'Auftrags-Nr.:', 'Bestellnummer:'],
    orderDate: ['Bestelldatum:', 'Auftragsdatum:'],
    due: ['Fällig am:', 'Zahlbar bis:', 'Fälligkeitsdatum:'],
    customer: ['Kunden-Nr.:', 'Kundennummer:'],
    corrects: ['zu Rechnung Nr.', 'Korrektur zu Rechnung'],
    buyer: ['Rechnungsempfänger:', 'Kunde:', 'Rechnungsadresse:', ''],
    vatId: ['USt-IdNr.:', 'USt-ID:', 'Umsatzsteuer-ID:'],
    taxNumber: ['Steuernummer:', 'St.-Nr.:'],
    headings: [
      ['Pos.', 'Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamtpreis'],
      ['Pos', 'Artikel / Leistung', 'Anzahl', 'Preis', 'Betrag'],
      ['Nr.', 'Beschreibung', 'Menge', 'E-Preis', 'Summe'],
    ],
    lineTotal: ['Summe Positionen', 'Warenwert', 'Zwischensumme'],
    allowance: ['abzgl. Rabatt', 'Nachlass', 'Rabatt'],
    charge: ['zzgl. Versandkosten', 'Fracht', 'Versand'],
    net: ['Nettobetrag', 'Summe netto', 'Gesamt netto', 'Rechnungsbetrag netto'],
    tax: ['MwSt.', 'USt.', 'zzgl. MwSt.', 'Umsatzsteuer'],
    taxOn: ['von {base}', 'auf {base}'],
    total: ['Bruttobetrag', 'Gesamtbetrag', 'Rechnungsbetrag', 'Endbetrag', 'Gesamt brutto'],
    prepaid: ['abzgl. Anzahlung', 'bereits gezahlt', 'abzgl. Abschlagszahlung'],
    amountDue: ['Zahlbetrag', 'Zu zahlen', 'Offener Betrag'],
    carried: ['Übertrag', 'Zwischensumme Seite'],
    page: (page, pages) => `Seite ${page} von ${pages}`,
    exempt: [
      'Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.',
      'Kleinunternehmer gem. § 19 UStG, keine Ausweisung der Umsatzsteuer.',
    ],
    cashDiscount: (rate, amount, until) =>
      `Bei Zahlung bis ${until} gewähren wir ${rate} Skonto (${amount}).`,
    terms: (date) => `Zahlbar ohne Abzug bis ${date}.`,
    bank: ['Bankverbindung: Sparkasse, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX'],
    taxRow: [
      ['USt-Satz', 'Netto', 'USt', 'Brutto'],
      ['MwSt %', 'Nettobetrag', 'MwSt-Betrag', 'Bruttobetrag'],
    ],
    sum: ['Summe', 'Gesamt'],
  },
  fr: {
    invoice: ['Facture', 'FACTURE'],
    creditNote: ['Avoir', 'AVOIR', "Facture d'avoir"],
    number: ['Facture n°', 'N° de facture :', 'Numéro :', 'Facture N°'],
    creditNumber: ['Avoir n°', "N° d'avoir :"],
    date: ['Date de facturation :', 'Date :', "Date d'émission :", 'Date de facture :'],
    delivery: ['Date de livraison :', 'Date de prestation :'],
    order: ['Bon de commande :', 'Votre commande :', 'Réf. commande :'],
    orderDate: ['Date de commande :'],
    due: ["Date d'échéance :", 'Échéance :', 'À régler avant le :'],
    customer: ['N° client :', 'Code client :'],
    corrects: ['Avoir sur facture n°', 'Annule la facture n°'],
    buyer: ['Client :', 'Facturé à :', 'Adresse de facturation', ''],
    vatId: ['N° TVA intracommunautaire :', 'TVA intracom. :', 'N° TVA :'],
    taxNumber: ['SIRET :', 'SIRET'],
    headings: [
      ['Réf.', 'Désignation', 'Qté', 'Prix unitaire HT', 'Montant HT'],
      ['N°', 'Description', 'Quantité', 'P.U. HT', 'Total HT'],
    ],
    lineTotal: ['Total brut HT', 'Sous-total'],
    allowance: ['Remise', 'Remise commerciale'],
    charge: ['Frais de port', "Frais d'expédition"],
    net: ['Total HT', 'Montant HT', 'Total H.T.', 'Net HT'],
    tax: ['TVA', 'T.V.A.', 'Montant TVA'],
    taxOn: ['sur {base}', 'base {base}'],
    total: ['Total TTC', 'Montant TTC', 'Total T.T.C.', 'TOTAL TTC'],
    prepaid: ['Acompte déjà versé', 'Acompte reçu', 'Déjà réglé'],
    amountDue: ['Net à payer', 'Reste à payer', 'Solde à régler'],
    carried: ['Report', 'À reporter'],
    page: (page, pages) => `Page ${page}/${pages}`,
    exempt: ['TVA non applicable, art. 293 B du CGI'],
    cashDiscount: (rate, amount, until) =>
      `Escompte de ${rate} pour paiement avant le ${until} : ${amount}.`,
    terms: (date) =>
      `Paiement à réception, au plus tard le ${date}. Pas d'escompte pour paiement anticipé.`,
    bank: ['IBAN FR76 3000 6000 0112 3456 7890 189 - BIC AGRIFRPP'],
    taxRow: [
      ['Taux TVA', 'Base HT', 'Montant TVA', 'Total TTC'],
      ['Taux', 'Total HT', 'TVA', 'TTC'],
    ],
    sum: ['Total', 'Totaux'],
  },
  en: {
    invoice: ['INVOICE', 'VAT Invoice', 'Tax Invoice', 'Invoice'],
    creditNote: ['CREDIT NOTE', 'Credit Note'],
    number: ['Invoice No:', 'Invoice Number:', 'Invoice #', 'Invoice no.'],
    creditNumber: ['Credit Note No:', 'Credit Note Number:'],
    date: ['Invoice Date:', 'Date:', 'Date of issue:'],
    delivery: ['Tax Point:', 'Delivery Date:', 'Supply date:'],
    order: ['Your Order:', 'PO Number:', 'Order Ref:'],
    orderDate: ['Order Date:'],
    due: ['Due Date:', 'Payment due:', 'Pay by:'],
    customer: ['Account No:', 'Customer ID:'],
    corrects: ['Credit against invoice', 'Relates to invoice'],
    buyer: ['Bill To:', 'Invoice to:', 'Customer:', ''],
    vatId: ['VAT Reg No:', 'VAT No:', 'VAT Registration Number:'],
    taxNumber: ['Company No:', 'Registered in England No.'],
    headings: [
      ['#', 'Description', 'Qty', 'Unit Price', 'Amount'],
      ['Item', 'Description', 'Quantity', 'Price', 'Net'],
      ['No', 'Details', 'Qty', 'Rate', 'Line Total'],
    ],
    lineTotal: ['Goods total', 'Sub-total'],
    allowance: ['Discount', 'Less discount'],
    charge: ['Delivery', 'Carriage', 'Shipping'],
    net: ['Subtotal', 'Net amount', 'Total excl. VAT', 'Total net'],
    tax: ['VAT', 'VAT @', 'Total VAT'],
    taxOn: ['on {base}'],
    total: ['Total', 'Total incl. VAT', 'Invoice Total', 'TOTAL', 'Gross total'],
    prepaid: ['Less: paid on account', 'Payments received', 'Deposit paid'],
    amountDue: ['Amount Due', 'Balance Due', 'Amount payable'],
    carried: ['Carried forward', 'Continued'],
    page: (page, pages) => `Page ${page} of ${pages}`,
    exempt: ['Not registered for VAT.'],
    cashDiscount: (rate, amount, until) =>
      `A settlement discount of ${rate} (${amount}) applies if paid by ${until}.`,
    terms: (date) => `Payment terms: please pay by ${date}.`,
    bank: ['Bank: Barclays, Sort code 20-00-00, Account 12345678'],
    taxRow: [
      ['VAT rate', 'Net', 'VAT', 'Gross'],
      ['Rate', 'Goods', 'VAT', 'Total'],
    ],
    sum: ['Total', 'Totals'],
  },
  nl: {
    invoice: ['Factuur', 'FACTUUR'],
    creditNote: ['Creditnota', 'Creditfactuur'],
    number: ['Factuurnummer:', 'Factuurnr.:', 'Factuur nr.'],
    creditNumber: ['Creditnotanummer:', 'Creditnota nr.'],
    date: ['Factuurdatum:', 'Datum:'],
    delivery: ['Leverdatum:', 'Leveringsdatum:'],
    order: ['Uw referentie:', 'Ordernummer:'],
    orderDate: ['Besteldatum:'],
    due: ['Vervaldatum:', 'Te betalen voor:'],
    customer: ['Klantnummer:', 'Debiteurnr.:'],
    corrects: ['Creditering van factuur', 'Betreft factuur'],
    buyer: ['Factuuradres:', 'Klant:', ''],
    vatId: ['BTW-nummer:', 'Btw-nr.:', 'BTW nr:'],
    taxNumber: ['KvK:', 'KvK-nummer:'],
    headings: [
      ['Nr', 'Omschrijving', 'Aantal', 'Prijs', 'Bedrag'],
      ['Art.', 'Artikel', 'Aantal', 'Stukprijs', 'Totaal'],
    ],
    lineTotal: ['Totaal artikelen', 'Subtotaal artikelen'],
    allowance: ['Korting'],
    charge: ['Verzendkosten', 'Vrachtkosten'],
    net: ['Subtotaal', 'Totaal excl. BTW', 'Totaal exclusief btw'],
    tax: ['BTW', 'Btw'],
    taxOn: ['over {base}'],
    total: ['Totaal incl. BTW', 'Totaal', 'Totaalbedrag', 'Totaal inclusief btw'],
    prepaid: ['Reeds betaald', 'Aanbetaling'],
    amountDue: ['Te betalen', 'Openstaand bedrag'],
    carried: ['Transport'],
    page: (page, pages) => `Pagina ${page} van ${pages}`,
    exempt: ['Vrijgesteld van BTW (KOR).'],
    cashDiscount: (rate, amount, until) =>
      `Bij betaling voor ${until} ${rate} betalingskorting (${amount}).`,
    terms: (date) => `Gelieve te betalen voor ${date}.`,
    bank: ['IBAN NL91 ABNA 0417 1643 00 - BIC ABNANL2A'],
    taxRow: [
      ['BTW %', 'Grondslag', 'BTW', 'Totaal'],
      ['Tarief', 'Excl. BTW', 'BTW-bedrag', 'Incl. BTW'],
    ],
    sum: ['Totaal'],
  },
};
