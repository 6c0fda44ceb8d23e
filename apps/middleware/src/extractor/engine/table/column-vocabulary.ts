// Column headers of line-item tables, Spanish and English first, with German, French and Dutch
// basics (issue #6 "header-row matching"). Folded. `strength` orders rivals: `Descripción`
// beats `Artículo` for the description when a table has both.

/** What a column holds. The first four are the usual detail attributes. */
export type ColumnConcept =
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'taxRate'
  | 'tax'
  | 'discount'
  | 'code'
  | 'unit'
  | 'period';

/** Phrases of one column concept. */
export type ColumnEntry = { concept: ColumnConcept; strength: number; phrases: readonly string[] };

/** Phrases written as one comma-separated text (kept compact: one concept, one paragraph). */
function list(text: string): string[] {
  return text
    .split(',')
    .map((phrase) => phrase.trim())
    .filter((phrase) => phrase !== '');
}

export const COLUMN_VOCABULARY: readonly ColumnEntry[] = [
  {
    concept: 'description',
    strength: 3,
    phrases: list(`
      description, item description, item name, descripcion, concepto, conceptos, detalle,
      beschreibung, bezeichnung, leistung, leistungsbeschreibung, artikelbezeichnung,
      omschrijving, designation, libelle, charge name, service, services, servicio,
      description / memo, beschreibung / memo, descripcion del servicio, denominacion,
      tatigkeit, taetigkeit, intervention, work done
    `),
  },
  {
    concept: 'description',
    strength: 2,
    phrases: list(`
      item, items, product, products, producto, productos, produkt, articulo, articulos,
      article, articles, artikel, title, titulo, name, memo, details, subscription,
      prestation, product(s)
    `),
  },
  {
    concept: 'quantity',
    strength: 3,
    phrases: list(`
      qty, qty., quantity, units, cantidad, cant., cant, uds, uds., unidades, ud., menge,
      anzahl, aantal, hoeveelheid, nombre, qte, quantite, pcs, hours, horas, stunden, nb,
      n. unidades, no. of units, std., std, heures
    `),
  },
  {
    concept: 'unitPrice',
    strength: 3,
    phrases: list(`
      unit price, price per unit, unit net price, unit cost, precio unitario, precio unidad,
      p. unitario, p.unitario, importe unitario, p.u., pu, einzelpreis, e-preis, stuckpreis,
      vk-preis, prijs per stuk, stukprijs, prix unitaire, p.u. ht, prix unitaire ht,
      prix unitaire/mois, unit price (eur), unit price (usd), nettopreis, einzel/€, einzel/eur,
      precio unit., precio unit, net price, net unit price
    `),
  },
  {
    concept: 'unitPrice',
    strength: 2,
    phrases: list(`
      price, rate, precio, tarifa, preis, prijs, prix, cost, coste, valor unitario,
      stundensatz, taux horaire, hourly rate
    `),
  },
  {
    concept: 'amount',
    strength: 3,
    phrases: list(`
      amount, line total, importe, importe total, total linea, precio total, total importe,
      betrag, gesamtpreis, zeilenbetrag, gesamtbetrag, bedrag, montant, montant ht,
      montant ttc, net amount, gross value, prijs incl. btw, amount (usd), amount (eur),
      amount(€), total (eur), total (usd), subtotal, totaal, total, gesamt, summe, valor,
      value, base imponible, importe neto, neto, entgelt, nettowert, positionsbetrag,
      gesamt/€, gesamt/eur, line amount, line net amount, line value, montant de la ligne,
      montant ligne
    `),
  },
  {
    // A line's amount with or without its tax, where a bill prints both (`Netto | USt | Brutto`,
    // `Nettobeitrag | Versicherungsteuer | Beitrag`); `taxSenseOf` tells which is which.
    concept: 'amount',
    strength: 3,
    phrases: list(`
      netto, nettobetrag, gesamt netto, nettobeitrag, brutto, bruttobetrag, gesamt brutto,
      beitrag, bruttobeitrag, prime ht, prime ttc, total ttc, total ht, net premium,
      total premium, gross, gross amount, bruto, netto premie, premie, prime, premium,
      cotisation, cotisation ht, cotisation ttc, prima, prima neta, prima total
    `),
  },
  {
    // A British table's line amount before VAT (`Qty | Price | Net | VAT`).
    concept: 'amount',
    strength: 2,
    phrases: list(`
      net, net value, nett
    `),
  },
  {
    concept: 'taxRate',
    strength: 2,
    phrases: list(`
      tax, tax %, tax(%), tax rate, taxes, vat, vat %, vat rate, iva, iva %, % iva, tipo iva,
      mwst, mwst., ust, ust., btw, btw %, tva, tva %, % tva, igic, alicuota iva, alicuota
      , mwst-%, mwst.-%, ust-%, ust.-%, mwst %, ust %, mwst-satz, ust-satz, steuersatz, taux tva
      , taux, taux de tva, impuestos, satz
    `),
  },
  {
    concept: 'tax',
    strength: 3,
    phrases: list(`
      tax value, tax amount, vat amount, cuota iva, cuota, btw bedrag, montant tva,
      mwst.-betrag, mwst-betrag, ust.-betrag, ust-betrag, steuerbetrag, steuer,
      versicherungsteuer, taxe, ipt, assurantiebelasting, importe iva
    `),
  },
  {
    concept: 'discount',
    strength: 3,
    phrases: list(`
      discount, disc.%, disc., dto, dto., descuento, % dto, rabatt, rabatt %, korting,
      remise, adjustment(s), bonif, bonif., % bonif, % bonif., imp. bonif., bonificacion
    `),
  },
  {
    concept: 'code',
    strength: 2,
    phrases: list(`
      pos, pos., #, no, no., nr, nr., code, codigo, cod., ref, ref., referencia, sku, id, fsn
      , gtin, ean, gln, art-nr, art.-nr., art.nr., artikel-nr, artikel-nr., artikelnummer,
      art-nr-lieferant, art-nr-kunde, art-nr-lief., lief-nr, item no, item code, product code,
      article no, ref. article, reference article, n article, codigo de articulo, articulo n
      , n°, n° ligne, n° de ligne, reference, position, lfd. nr., lfd. nr, lfd.nr., line no,
      line no.
      , item id, buyer's item id, seller's item id, standard id, buyer item id, seller item id
    `),
  },
  {
    concept: 'unit',
    strength: 2,
    phrases: list(`
      unit, unidad, einheit, eenheid, unite
      , vke, vke/geb, me, mengeneinheit, unit of measure, uom, u.m., u. medida, unidad de medida
    `),
  },
  {
    concept: 'period',
    strength: 2,
    phrases: list(`
      period, periodo, zeitraum, interval, date, fecha, datum, usage, periode, echeance,
      date d'echeance, date d'effet, du, au, von, bis, leistungszeitraum, abrechnungszeitraum,
      falligkeit, faelligkeit, falligkeitsdatum, faelligkeitsdatum, fallig am, billing period, service period, due date, start date, end date,
      desde, hasta, vencimiento, fecha de vencimiento, periodo de facturacion
    `),
  },
];
