// What each kind of business document is recognised by: the words it is written with (Spanish and
// English, folded; strong words name the kind, usual ones fill its sections, weak ones only lean
// towards it; for invoices also the German, French and Dutch basics met on European invoices, as
// the extractor reads them) and layout cues that words alone miss (a tax id, clause numbering,
// 'Entre ... y ...', recitals, a letter's salutation, a CV's date ranges, a statement's dated rows).

export type DocumentClass =
  | 'invoice'
  | 'receipt'
  | 'contract'
  | 'delivery-note'
  | 'purchase-order'
  | 'payslip'
  | 'bank-statement'
  | 'cv'
  | 'report'
  | 'letter'
  | 'other';

export type CuedClass = Exclude<DocumentClass, 'other'>;

type ClassWords = { strong: readonly string[]; usual: readonly string[]; weak: readonly string[] };

export const WORD_WEIGHTS = { strong: 4, usual: 2, weak: 1 } as const;

export const CLASS_WORDS: Readonly<Record<CuedClass, ClassWords>> = {
  invoice: {
    strong: [
      'factura',
      'invoice',
      'numero de factura',
      'no de factura',
      'invoice number',
      'rechnung',
      'rechnungsnummer',
      'facture',
      'numero de facture',
      'factuur',
      'factuurnummer',
    ],
    usual: [
      'base imponible',
      'iva',
      'vat',
      'fecha de vencimiento',
      'due date',
      'bill to',
      'mwst',
      'ust',
      'umsatzsteuer',
      'rechnungsdatum',
      'tva',
      'date de facture',
      'btw',
      'factuurdatum',
    ],
    weak: [
      'facturar a',
      'total factura',
      'amount due',
      'precio unitario',
      'unit price',
      'rechnungsbetrag',
      'einzelpreis',
      'total ttc',
      'total ht',
      'prix unitaire',
      'te betalen',
    ],
  },
  receipt: {
    strong: ['recibo', 'ticket', 'receipt', 'justificante de pago', 'factura simplificada'],
    usual: ['efectivo', 'cambio', 'pagado', 'cash', 'change', 'paid', 'payment received'],
    weak: ['gracias por su compra', 'thank you for your purchase', 'tarjeta', 'card', 'caja'],
  },
  contract: {
    // 'whereas' is a layout cue: in running English it is a conjunction, in a contract it opens
    // a recital.
    strong: ['contrato', 'agreement', 'contract', 'reunidos', 'exponen'],
    usual: [
      'clausula',
      'clausulas',
      'clause',
      'las partes',
      'the parties',
      'acuerdan',
      'estipulaciones',
      'en adelante',
      'hereinafter',
      'in witness whereof',
    ],
    weak: ['obligaciones', 'obligations', 'vigencia', 'jurisdiccion', 'jurisdiction', 'firma'],
  },
  'delivery-note': {
    strong: ['albaran', 'nota de entrega', 'delivery note', 'packing list', 'dispatch note'],
    usual: ['bultos', 'entregado', 'recibido por', 'received by', 'mercancia', 'goods received'],
    weak: ['direccion de entrega', 'delivery address', 'transportista', 'carrier', 'peso'],
  },
  'purchase-order': {
    strong: ['orden de compra', 'pedido de compra', 'purchase order', 'hoja de pedido'],
    usual: ['numero de pedido', 'no de pedido', 'po number', 'order number', 'ship to'],
    weak: ['pedido', 'order', 'proveedor', 'supplier', 'fecha de entrega'],
  },
  payslip: {
    strong: ['nomina', 'recibo de salarios', 'payslip', 'pay slip', 'pay stub'],
    usual: [
      'salario base',
      'devengos',
      'deducciones',
      'liquido a percibir',
      'total devengado',
      'contingencias comunes',
      'seguridad social',
      'periodo de liquidacion',
      'gross pay',
      'net pay',
      'national insurance',
      'pay period',
    ],
    weak: ['irpf', 'trabajador', 'categoria profesional', 'employee', 'tax code'],
  },
  'bank-statement': {
    strong: ['extracto bancario', 'extracto de cuenta', 'bank statement', 'account statement'],
    usual: [
      'extracto',
      'saldo anterior',
      'saldo final',
      'movimientos',
      'opening balance',
      'closing balance',
      'balance brought forward',
      'fecha valor',
      'value date',
    ],
    weak: ['saldo', 'balance', 'iban', 'cargo', 'abono', 'debit', 'credit'],
  },
  cv: {
    strong: ['curriculum vitae', 'curriculum', 'cv', 'resume'],
    usual: [
      'experiencia profesional',
      'experiencia laboral',
      'formacion academica',
      'idiomas',
      'habilidades',
      'work experience',
      'professional experience',
      'education',
      'skills',
      'languages',
      'perfil profesional',
    ],
    weak: ['educacion', 'certificaciones', 'certifications', 'linkedin', 'references'],
  },
  report: {
    strong: ['informe', 'report', 'memoria anual'],
    usual: [
      'resumen ejecutivo',
      'executive summary',
      'conclusiones',
      'conclusions',
      'metodologia',
      'methodology',
      'recomendaciones',
      'recommendations',
      'hallazgos',
      'findings',
    ],
    weak: ['introduccion', 'introduction', 'resultados', 'results', 'anexo', 'appendix'],
  },
  letter: {
    strong: [],
    usual: ['atentamente', 'un cordial saludo', 'yours sincerely', 'yours faithfully'],
    weak: ['por la presente', 'le escribo', 'i am writing', 'kind regards', 'best regards'],
  },
};

/** A layout cue: a pattern on the original text, its weight, and how many hits it needs. */
export type LayoutCue = {
  documentClass: CuedClass;
  cue: string;
  pattern: RegExp;
  weight: number;
  minHits: number;
};

export const LAYOUT_CUES: readonly LayoutCue[] = [
  {
    documentClass: 'invoice',
    cue: 'tax id',
    // Spanish NIF/CIF/NIE, or a VAT number after its label.
    pattern:
      /\b(?:[A-HJNP-SUVW]-?\d{7}[0-9A-J]|\d{8}-?[A-Z]|[XYZ]\d{7}[A-Z])\b|\b(?:VAT|NIF|CIF|TAX)\s*(?:No\.?|Number|ID|Reg\.?)?\s*[:#]?\s*[A-Z]{0,2}\d{6,}/gu,
    weight: 2,
    minHits: 1,
  },
  {
    documentClass: 'contract',
    cue: 'numbered clauses',
    pattern: /^\s*(?:cl[aá]usula|art[ií]culo|clause|article)\s+(?:\d+|[ivxl]+|primera|first)\b/gimu,
    weight: 4,
    minHits: 1,
  },
  {
    documentClass: 'contract',
    cue: 'Entre … y …',
    // Parties are named, not numbered: 'Between 1991 and 2000' opens a sentence about years.
    pattern: /^\s*(?:entre|between)\s(?!\d)[^\n]{3,160}?\s(?:y|and)\s/gimu,
    weight: 3,
    minHits: 1,
  },
  {
    documentClass: 'contract',
    cue: 'whereas',
    pattern: /^\s*whereas\b/gimu,
    weight: 4,
    minHits: 1,
  },
  {
    documentClass: 'letter',
    cue: 'salutation',
    pattern:
      /^\s*(?:estimad[oa]s?|querid[oa]s?|distinguid[oa]s?|muy se[nñ]or(?:es)? m[ií]os?|dear)\b[^\n]{0,60}[,:]\s*$/gimu,
    weight: 5,
    minHits: 1,
  },
  {
    documentClass: 'letter',
    cue: 'closing',
    pattern:
      /^\s*(?:atentamente|un (?:cordial )?saludo|saludos cordiales|cordialmente|yours (?:sincerely|faithfully|truly)|sincerely|kind regards|best regards)[,.]?\s*$/gimu,
    weight: 3,
    minHits: 1,
  },
  {
    documentClass: 'cv',
    cue: 'dated experience',
    pattern:
      /\b(?:19|20)\d{2}\s*[-–]\s*(?:(?:19|20)\d{2}|actualidad|presente|present|now|hoy)\b/giu,
    weight: 3,
    minHits: 2,
  },
  {
    documentClass: 'bank-statement',
    cue: 'dated rows with balance',
    pattern:
      /^\s*\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\s[^\n]*\d[.,]\d{2}[^\n]*\s-?\d[\d.,]*[.,]\d{2}\s*$/gmu,
    weight: 4,
    minHits: 3,
  },
];
