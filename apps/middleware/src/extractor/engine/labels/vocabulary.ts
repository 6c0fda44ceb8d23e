// Label vocabularies of invoice header fields, Spanish and English first, with the German,
// French and Dutch basics met on European invoices (issue #6 "built-in engine"). Folded: lower
// case, no accents. General words only, never a supplier's wording. A phrase may serve several
// concepts (`btw` is a tax amount or a tax id): the value decides. The amounts' groups are in
// `amount-vocabulary.ts`, kept in their place in the list (where concepts merge, order counts).
import { AMOUNT_VOCABULARY } from './amount-vocabulary';
import { list, type VocabularyEntry } from './vocabulary-entry';

export const VOCABULARY: readonly VocabularyEntry[] = [
  {
    concepts: ['invoiceNumber'],
    strength: 3,
    phrases: list(`
      invoice number, invoice no, invoice nr, invoice num, invoice #, invoice id,
      invoice ref, numero de factura, numero factura, n de factura, no de factura, n factura,
      no factura, num factura, num. factura, nº factura, nº de factura, n.º factura,
      n.º de factura, factura n, factura nº, factura no, factura n.º, factura num,
      factura numero, factura #, numero de la factura, serie y numero, rechnungsnummer,
      rechnungsnr, rechnungs-nr, rechnung nr, rechnung-nr, rechnung #, rechnung no,
      belegnummer, beleg-nr, belegnr, factuurnummer, factuurnr, factuur nr, factuur nummer,
      numero de facture, numero de la facture, facture n, facture no, n de facture,
      no de facture, receipt number, receipt no, receipt #, bill number, bill no,
      document number, numero de documento, tax invoice no
      , handelsrechnung nr, handelsrechnung nummer, rechnung nummer, beleg nr, beleg nummer,
      comp. nro, comp. n°, comprobante nro, comprobante n°, numero de comprobante,
      factura n°, factura nro, factura nro., n° de factura, nro. de factura, nro de factura,
      facture n°, invoice n°, credit note number, credit note no, gutschriftsnummer
      , gutschrift-nr, gutschrift nr, gutschriftnummer, gutschrifts-nr, avoir n°, avoir no,
      n° d'avoir, numero d'avoir, creditnota nr, creditnotanummer, credit note #,
      credit memo no, credit memo number
      , factura simplificada n, factura simplificada nº, fra. simplificada nº, fra. simpl. nº,
      fra. simpl. n, num. ticket, nº ticket, numero de ticket, ticket nº, num. fra., nº fra.
      , nº abono, abono nº, numero de abono, n de abono, nº de abono
      , nº vale, vale nº, numero de vale, n de vale, nº de vale, nº devolucion,
      devolucion nº, numero de devolucion, nº de devolucion, n° vale, vale n°, n° devolucion,
      devolucion n°, n° de devolucion
      , schlussrechnung nr, schlussrechnungs-nr, schlussrechnungsnummer, teilrechnung nr,
      teilrechnungsnummer, sammelrechnung nr, sammelrechnungsnummer
      , anzahlungsrechnung nr, anzahlungsrechnungsnummer, credit no,
      credit no., n° d’avoir
      , kostennote nr, vergutungsrechnung nr, honorarrechnung nr, note d'honoraires n°,
      note d’honoraires n°, note d'honoraires no, note d’honoraires no, fee note no,
      fee note number, bill of costs no
    `),
  },
  {
    concepts: ['invoiceNumber'],
    strength: 2,
    phrases: list(`
      invoice, factura, rechnung, factuur, facture, receipt, recibo, quittung, booking id,
      booking number, booking reference, numero, nummer, number, no., nº, n°, nr., nro., #, ref.,
      folio, serie, documento
    `),
  },
  {
    concepts: ['otherId'],
    strength: 3,
    phrases: list(`
      account number, account no, customer number, customer no, customer id, client id,
      client number, id.client, order number, order no, order id, po number, purchase order,
      reference, referencia, referenz, contract no, contract number, kundennummer, kundennr,
      kunden-nr, klantnummer, klant, ordernummer, bestellnummer, auftragsnummer, vorgang,
      numero de pedido, pedido, n pedido, numero de cliente, n cliente, codigo cliente,
      numero de dossier, numero de ligne, numero de commande, billing id, invoice serial,
      sale, subscription id, payment terms, zahlungsbedingungen, condiciones de pago,
      forma de pago, conditions de paiement, payment mode, method of payment, zahlungsform,
      transaction number, card number, credit card number, iban, bic, swift,
      entitlement number, support entitlement number, telefon, phone, tel, telefono, fax,
      guest name, seite, page, pagina
      , zu rechnung, zu rechnung nr, korrektur zu rechnung, bezug rechnung, avoir sur facture,
      avoir sur facture n°, annule la facture, annule la facture n°, facture d'origine,
      credit against invoice, relates to invoice, original invoice, corrects invoice,
      factura original, ref. factura, referencia factura, abona la factura, factura de origen,
      creditering van factuur, betreft factuur
      , globale nummer, gtin, gln, ean, lief-nr, lieferantennummer, kunden nr, bestell nr,
      lieferschein nr, lieferscheinnummer, ursprungsbeleg nr, reklamationsnummer, auftrag nr,
      auftrag nr lief, your order, ihre bestellung, unsere auftragsnummer, orden de compra,
      orden de compra n°, oc n°, nro. de cliente, n° de cliente, remito, remito n°, cae,
      cae n°, punto de venta, pto. venta, p. venta, numero de cuenta, cuenta corriente,
      versicherungsschein nr, vertragsnummer, policennummer, polizza
      , quotation no, quotation number, quote ref, quote no, your quote, angebot nr,
      angebotsnummer, ihr angebot, devis n°, devis no, numero de devis
    `),
  },
  {
    concepts: ['date'],
    strength: 3,
    phrases: list(`
      invoice date, date of invoice, date of issue, issue date, date issued, issued on,
      invoiced on, billing date, fecha de factura, fecha factura, fecha de emision,
      fecha emision, fecha de expedicion, fecha expedicion, fecha de la factura,
      rechnungsdatum, belegdatum, ausstellungsdatum, factuurdatum, factuur datum,
      date de facture, date de la facture, date d'emission, date d’emission,
      date de facturation, data fattura
      , beleg datum, rechnungs datum, issued at, date of invoice, fecha de emision:,
      fecha de comprobante, datum der rechnung, date de la piece
      , fecha abono, fecha de abono, fecha del abono
      , invoice/tax date, invoice / tax date, date/tax point, date / tax point,
      invoice date/tax point, tax date, credit note date, gutschriftsdatum, date de l'avoir,
      date de l’avoir
      , rechnungsdatum/lieferdatum, rechnungsdatum / lieferdatum, rechnungs-/lieferdatum,
      rechnungs- und lieferdatum, rechnungsdatum/leistungsdatum, rechnungsdatum / leistungsdatum,
      invoice date/delivery date, invoice date / delivery date, invoice/delivery date,
      date de facturation/date de livraison, date de facturation / date de livraison,
      date de facture/date de livraison, date de facture / date de livraison
    `),
  },
  {
    concepts: ['date'],
    strength: 2,
    phrases: list(`
      date, fecha, datum, data, dated, fecha:
    `),
  },
  {
    concepts: ['dueDate'],
    strength: 3,
    phrases: list(`
      due date, date due, payment due, due on, due by, pay by, fecha de vencimiento,
      fecha vencimiento, vencimiento, fecha de pago, fecha limite de pago, fecha vto,
      falligkeitsdatum, fallig am, fallig, zahlungsziel, zahlbar bis, vervaldatum, vervaldag,
      date d'echeance, date d’echeance, echeance, date limite de paiement, date limite,
      next billing date
      , falligkeitstag, falligkeit, zahlbar bis zum, bitte uberweisen sie bis zum,
      please remit until, vencimiento:, fecha de vencimiento del pago, vence, vence el
    `),
  },
  {
    concepts: ['otherDate'],
    strength: 3,
    phrases: list(`
      order date, orderdatum, bestelldatum, fecha de pedido, fecha pedido, delivery date,
      lieferdatum, leistungsdatum, fecha de entrega, fecha de operacion, date de livraison,
      leverdatum, service date, period, billing period, periodo, zeitraum,
      abrechnungszeitraum, check in, check out, activation date, date paid, paid on,
      printout, prelevement a partir du, date of sale, leistungszeitraum, periode,
      date of birth, fecha factura original, fecha de la factura original,
      fecha factura de origen
      , leistungs datum, liefer- und leistungsdatum, bestell datum, lieferschein datum,
      auftrag datum, auftragsdatum, date of delivery, delivery date:, lieferzeitraum,
      fecha de vto, fecha vto., vto., inicio de actividades, fecha de inicio de actividades,
      periodo facturado, desde, hasta, versicherungszeitraum, beginn, ablauf, rechnungszeitraum,
      leistungszeitraum vom, stand
      , date de prestation, date de la prestation, tax point, tax point date, supply date,
      date of supply, leveringsdatum
      , valido hasta, valido hasta el, valida hasta, fecha de caducidad, caduca el,
      valid until, valid through, gultig bis, valable jusqu'au, valable jusqu’au
      , date ordered, your order date, order placed, dispatch date, despatch date,
      date dispatched, date despatched, versanddatum, quote date, quotation date, quote dated,
      date of quotation, order accepted, order acknowledgement, order confirmation date,
      angebotsdatum, angebot vom, auftragsbestatigung vom, auftrag erteilt am,
      ihre bestellung vom, bestellung vom, date du devis, devis du, date de commande,
      commande du, bon pour accord le
    `),
  },
  {
    concepts: ['issuer'],
    strength: 3,
    phrases: list(`
      issuer, seller, vendor, supplier, sold by, service provider, provided by,
      product(s) provided by, products provided by, issued by, bill from, invoice from,
      emisor, emitido por, proveedor, vendedor, expedido por, datos del emisor, razon social,
      lieferant, verkaufer, rechnungssteller, leistungserbringer, fournisseur, vendeur,
      emetteur, leverancier, verkoper, payable to, make payments to, pay to, in favor of,
      in favour of, a favor de, a nombre de, supplier name, from
      , verkauft von, vendu par, vendu et expedie par
    `),
  },
  {
    // The holder of the bank account is most often the issuer, but may be a person (the owner
    // of a sole trader's firm) where the letterhead names the company.
    concepts: ['issuer'],
    strength: 2,
    phrases: list(`
      account holder, account name, beneficiary, payee, titular de la cuenta, titular,
      titulaire du compte, titulaire, kontoinhaber, rekeninghouder
    `),
  },
  {
    concepts: ['buyer'],
    strength: 3,
    phrases: list(`
      bill to, billed to, invoice to, invoiced to, sold to, ship to, shipped to, deliver to,
      customer, client, buyer, recipient, cliente, facturar a, facturado a,
      datos del cliente, destinatario, comprador, enviar a, rechnung an, rechnungsempfanger,
      rechnungsadresse, kunde, lieferadresse, lieferanschrift, leistungsempfanger,
      factuuradres, afleveradres, facture a, facturer a, adresse de facturation,
      adresse de livraison, billing address, shipping address, delivery address,
      billing contact, technical contact, to, attn, guest name, nom de l'abonne,
      nom de l’abonne, adresse de l'installation, licensed to, billed to:
      , kaufer, warenempfanger, leistungsempfanger, rechnungsempfanger, senor(es), senores,
      senor, sr(es), sres, sr., razon social del cliente, cliente:, acheteur, destinataire, klant,
      client final, versicherungsnehmer
      , receptor, datos del receptor
      , titular del contrato, titular de la linea, titular del suministro, titular del servicio,
      datos del titular, nif titular, nif del titular
      , paciente, afiliado, obra social, prepaga, cobertura, aseguradora, compania de seguros
    `),
  },
  {
    concepts: ['taxId'],
    strength: 3,
    phrases: list(`
      nif titular, nif del titular,
      vat number, vat no, vat id, vat reg no, vat registration number, vat#, vat, tax id,
      tax number, tin, gstin, nif, cif, n.i.f, c.i.f, nif/cif, cif/nif, nie, dni, ust-idnr,
      ust-id, ustid, ust-id-nr, umsatzsteuer-id, steuernummer, steuer-nr, btw, btw-nummer,
      btw nummer, btw nr, tva intracommunautaire, n de tva, numero de tva, tva, siret, abn,
      ein, vat/tin, company no, de vat, uw btw nummer, ihre ust-idnr
      , gst no, gst id, gst id no, gst reg no, gst reg, gst registration no, gst registration,
      gst number, gstin no, abn no
      , n° tva, no tva, n° de tva, n° tva intracommunautaire, n° tva intracom, tva intracom,
      numero de tva intracommunautaire, numero tva, n° identification tva
    `),
  },
  ...AMOUNT_VOCABULARY,
  {
    concepts: ['currency'],
    strength: 3,
    phrases: list(`
      currency, moneda, divisa, wahrung, devise, valuta, payment currency
    `),
  },
];
