// The label vocabulary of an invoice's amounts: net, tax, total, the sum due, other amounts
// (rounding, charges, tenders, change, counts) and withholdings. Folded like the rest of the
// vocabulary (`vocabulary.ts`); the order of the groups is the order their concepts merge in.
import { list, type VocabularyEntry } from './vocabulary-entry';

export const AMOUNT_VOCABULARY: readonly VocabularyEntry[] = [
  {
    concepts: ['net'],
    strength: 3,
    phrases: list(`
      subtotal, sub total, sub-total, net, net amount, net total, total net, netto,
      total excl. vat, total excl vat, total ex. tax, total ex tax, total excluding tax,
      total excluding vat, total before tax, amount excl. vat, taxable amount,
      base imponible, base, importe neto, neto, total neto, suma, total sin iva,
      subtotal sin iva, zwischensumme, nettobetrag, gesamtnetto, summe netto, nettosumme,
      gesamt netto, warenwert, total ht, montant ht, sous-total, sous total,
      total hors taxes, exclusief btw, excl. btw, subtotaal, totaal excl. btw, grondslag,
      totaal exclusief btw, net total, purchases
      , rechnungssumme ohne ust, summe ohne ust, gesamtsumme netto, nettobetrag gesamt,
      total net ht, importe neto gravado, neto gravado, subtotal neto, total sin impuestos,
      base imponible total, suma neto, total (excluding gst), total sales (excluding gst),
      total excluding gst
      , net ht, net h.t., total h.t., montant h.t., total net h.t.
      , total base imponible, total bases imponibles, total bases, suma bases, suma de bases,
      suma base imponible, total base
      , gesamtleistung netto, auftragssumme netto, leistung netto, goods, goods value, net goods,
      total goods value, net credit, credit net
      , jumlah kecil, sub-jumlah, sub jumlah
      , untaxed amount, montant hors taxe, montant hors taxes, total untaxed
    `),
  },
  {
    concepts: ['tax'],
    strength: 3,
    phrases: list(`
      tax, taxes, vat, sales tax, gst, tax total, total tax, vat amount, iva, cuota iva,
      cuota de iva, cuota, i.v.a, impuestos, total iva, importe iva, igic, mwst,
      mehrwertsteuer, ust, umsatzsteuer, zzgl, tva, montant tva, total tva, btw, btw bedrag,
      totaal btw
      , steuerbetrag, mwst betrag, mwst-betrag, ust betrag, ust.-betrag, ust. gesamt,
      vat total, total vat, iva 21%, iva 10,5%, iva 10%, iva 27%, iva 4%, iva inscripto,
      importe iva, total gst, gst amount, total tva, montant de la tva, versicherungsteuer,
      versicherungssteuer
      , enthaltene versicherungsteuer, enthaltene mwst, enthaltene ust, enthaltene umsatzsteuer,
      enthaltene mehrwertsteuer, darin enthaltene mwst, darin enthaltene ust,
      darin enthaltene umsatzsteuer, in diesem beitrag enthaltene versicherungsteuer,
      im betrag enthaltene mwst, included vat, vat included, iva incluido, dont tva, includes vat
      , recargo de equivalencia, recargo equivalencia, cuota recargo, cuota re
      , percepcion iibb, percepcion iva, percepcion ingresos brutos, perc. iibb, perc. iva,
      percepciones, otros tributos, importe otros tributos
      , t.v.a., montant t.v.a., total t.v.a., dont t.v.a.
      , total cuotas iva, total cuotas de iva, total cuota iva, total cuotas, suma cuotas,
      suma cuotas iva
    `),
  },
  {
    concepts: ['total'],
    strength: 3,
    phrases: list(`
      total, grand total, total amount, amount total, invoice total, total invoice,
      total due, total to pay, total payable, amount payable, total paid, amount paid,
      total amount paid, total incl. vat, total incl vat, total including tax,
      total including vat, invoice amount, importe total, total factura, total a pagar,
      importe a pagar, total con iva, liquido a pagar, total importe, gesamtbetrag,
      gesamtsumme, rechnungsbetrag, endbetrag, summe brutto, bruttobetrag, gesamt brutto,
      gesamtpreis, totaal, totaal incl. btw, factuur totaal,
      te betalen, totaalbedrag, total ttc, montant ttc, net a payer, somme a payer,
      montant total, total facture, total eur, total in eur, total at checkout,
      subscription total, total for this invoice, total amount due, summe, gesamt, bedrag
      , bruttosumme, rechnungssumme, gesamtbetrag brutto, total comprobante,
      importe total comprobante, total sales (inclusive of gst), total (inclusive of gst),
      total incl. gst, total inclusive gst, net amount payable, total amount payable,
      montant net a payer, beitrag, gesamtbeitrag, rechnungsbeitrag, beitrag inklusive
      , total amt, total amt., total amount (rm), nett total, nett amount, total sales incl. gst,
      total sales (incl gst), total sales (incl. gst), total incl gst, total (rm), total rm
      , valor total, valor total factura, valor a pagar, monto total, total general
      , total t.t.c., montant t.t.c., total t.t.c, gross total, gross amount, total gross
      , total iva incluido, total iva incl., total iva inc., total (iva incluido),
      total (iva incl.), total euros, total a percibir, liquido a percibir, importe a abonar,
      total abono, total a abonar, importe vale, importe del vale, total vale,
      importe a devolver, total a devolver, total devolucion, importe devuelto, total devuelto
      , schlussrechnungsbetrag, schlussrechnungssumme, gesamtleistung brutto, auftragssumme brutto
      , gutschriftsbetrag, gutschrift brutto, gutschriftsbetrag brutto, total credit,
      credit total, total credit note, credit note total, montant de l'avoir,
      montant de l’avoir, montant de l'avoir ttc, montant de l’avoir ttc, total avoir,
      anzahlungsbetrag brutto, anzahlungsbetrag, abschlagsbetrag brutto, deposit due,
      deposit amount due, total deposit
      , rounded total, total rounded, total (rounded), total after rounding, grand total (rm),
      nett, jumlah, jumlah besar, jumlah (rm), jumlah bersih
      , this bill, total this bill, montant de cette facture
    `),
  },
  {
    // A card slip's `Purchase` is what was charged before a tip: due when no total has a value.
    concepts: ['amountDue'],
    strength: 3,
    phrases: list(`
      amount due, balance due, balance, amount now due, outstanding, ausstehender betrag,
      offener betrag, saldo, importe pendiente, pendiente, reste a payer, invoice balance
      , zahlbetrag, zu zahlen, zu zahlender betrag, due payable, restbetrag
      , noch zu zahlen, schlusszahlung, restforderung, verbleibender betrag, offene restforderung,
      solde du, solde a regler, solde a payer, balance to pay, balance outstanding,
      montant a regler
      , purchase
    `),
  },
  {
    concepts: ['otherAmount'],
    strength: 3,
    phrases: list(`
      payments, payment received, credits, discount, descuento, rabatt, korting, remise,
      shipping, envio, versand, charges, deposit, anticipo
      , gesamtbetrag der zuschlage, gesamtbetrag der abschlage, erhaltene anzahlungen,
      anzahlung, zuschlag, abschlag, rabatt gesamt, skonto, positionssumme
      , change, change due, cambio, vuelto, su vuelto, ruckgeld, rendu, cash, cash tendered, tendered, amount tendered,
      efectivo, entregado, bar, gegeben, especes, total qty, total quantity, total items,
      total item, item count, no. of items, cantidad total, total articulos, total unidades,
      anzahl artikel, nombre d'articles
      , versandkosten, zzgl. versandkosten, zzgl. versand, zzgl. fracht, fracht, frachtkosten,
      verpackung, porto, abzgl. rabatt, nachlass, frais de port, frais d'expedition,
      frais de livraison, delivery charge, carriage charge, verzendkosten, vrachtkosten
      , summe positionen, positionen gesamt, summe der positionen, goods total, total goods
      , summe abschlagszahlungen, summe der abschlagszahlungen, summe abschlage,
      summe der abschlage, summe anzahlungen, summe der anzahlungen, abschlagszahlungen,
      abschlagsrechnungen, geleistete abschlagszahlungen, total acomptes, total des acomptes,
      acomptes verses, acomptes factures, total payments received, total paid on account
      , angebotssumme netto, angebotssumme, contract value, contract value (ex vat),
      quotation total, quotation total net, quote total, montant du devis, total du devis
      , total number of items sold, total number of items, number of items sold,
      number of items, items sold, total savings, total saving, you saved, you have saved,
      savings, cash tend, tunai, bayaran tunai, baki, baki wang, diskaun
      , voucher, cash voucher, gift voucher, book voucher, ewallet, e-wallet, touch n go ewallet,
      redeem points, points redeemed, points redemption
      , visa, mastercard, master card, amex, american express, debit, debit card, credit card,
      card, interac, nets, eftpos, gift card, gift crd, gift card tend, gift crd tend, ebt,
      ebt snap, ebt food, ebt fs tend, snap ebt
      , gift card bal, gift card balance, ebt bal, ebt balance, ebt food bal, snap balance,
      card balance, total tendered, total tender, tendered total, total tenders
    `),
  },
  {
    // A receipt's rounding to the coin is no total either, but it is part of the sum:
    // net + tax + rounding = total.
    concepts: ['otherAmount', 'rounding'],
    strength: 3,
    phrases: list(`
      rounding, rounding adj, rounding adjustment, round adj, redondeo, ajuste por redondeo,
      rundung, rundungsdifferenz, arrondi, arrondi de caisse
    `),
  },
  {
    // A restaurant's service charge is added before the tax: net + charge + tax = total; a tip
    // written on a card slip is added to the sum the same way.
    concepts: ['otherAmount', 'charge'],
    strength: 3,
    phrases: list(`
      service charge, service chrg, service chg, svc chg, svc charge, svc. chg, serv. chg,
      serv chg, caj perkhidmatan, cargo por servicio
      , tip, tips, tip amount, gratuity, + tip
    `),
  },
  {
    // Spanish professionals' invoices withhold income tax: total = base + IVA - IRPF.
    concepts: ['withholding'],
    strength: 3,
    phrases: list(`
      irpf, retencion, retencion irpf, retencion de irpf, ret. irpf, withholding, withholding tax
    `),
  },
];
