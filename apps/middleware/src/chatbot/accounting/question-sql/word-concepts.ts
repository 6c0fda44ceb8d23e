import { isSameForm, isSameWord } from './question-words';

// Words that name the same thing in a column header and in a question, in Spanish and English.
// Each group is one concept; a question word meets a column word when both fall in one group.
// General vocabulary of tables (money, parties, time, places, measures), never one question's.
const CONCEPTS: readonly (readonly string[])[] = [
  ['amount', 'importe', 'monto', 'total', 'sum', 'suma', 'value', 'valor'],
  ['customer', 'cliente', 'client', 'buyer', 'comprador'],
  ['supplier', 'proveedor', 'vendor', 'acreedor', 'creditor'],
  // Money in and money out, as accounting names them: sales are the issued invoices, expenses
  // the received ones.
  [
    'sale',
    'venta',
    'revenue',
    'ingreso',
    'income',
    'facturacion',
    'facturado',
    'facturamos',
    'facturar',
    'sold',
    'vendido',
    'emitida',
    'issued',
    'earned',
    'cobrado',
  ],
  [
    'expense',
    'gasto',
    'cost',
    'coste',
    'costo',
    'spending',
    'spent',
    'gastado',
    'compra',
    'purchase',
    'bought',
    'recibida',
    'received',
  ],
  ['invoice', 'factura', 'bill'],
  [
    'date',
    'fecha',
    'day',
    'dia',
    // Superlatives of time: "the latest", "la primera" rank by a date.
    'latest',
    'last',
    'recent',
    'reciente',
    'newest',
    'earliest',
    'first',
    'oldest',
    'antiguo',
    'ultima',
    'ultimo',
    'primera',
    'primero',
    'primer',
  ],
  ['month', 'mes', 'monthly', 'mensual'],
  ['year', 'ano', 'yearly', 'annual', 'anual', 'ejercicio'],
  ['quarter', 'trimestre', 'quarterly', 'trimestral'],
  ['week', 'semana', 'weekday'],
  ['name', 'nombre', 'title', 'titulo'],
  ['number', 'numero', 'num', 'nro', 'code', 'codigo', 'reference', 'referencia', 'ref'],
  ['city', 'ciudad', 'town', 'localidad', 'municipio', 'poblacion'],
  ['country', 'pais', 'nation', 'nacion'],
  ['state', 'estado', 'province', 'provincia', 'comunidad'],
  ['region', 'zona'],
  ['address', 'direccion', 'domicilio', 'street', 'calle'],
  ['price', 'precio', 'tarifa'],
  ['quantity', 'cantidad', 'units', 'unidades', 'qty', 'count', 'conteo'],
  ['category', 'categoria', 'type', 'tipo', 'kind', 'clase', 'class', 'family', 'familia'],
  ['product', 'producto', 'item', 'articulo', 'article', 'good'],
  ['tax', 'vat', 'iva', 'impuesto', 'impuestos'],
  ['net', 'neto', 'base', 'imponible', 'subtotal'],
  ['gross', 'bruto'],
  ['account', 'cuenta', 'ledger'],
  ['debit', 'debe', 'cargo'],
  ['credit', 'haber', 'abono'],
  [
    'description',
    'descripcion',
    'concepto',
    'concept',
    'detail',
    'detalle',
    'memo',
    'text',
    'texto',
  ],
  ['payment', 'pago', 'paid', 'cobro', 'collected'],
  ['status', 'estado', 'situacion'],
  ['employee', 'empleado', 'worker', 'trabajador', 'staff', 'personal'],
  ['department', 'departamento', 'seccion', 'section'],
  ['salary', 'salario', 'sueldo', 'nomina', 'wage', 'pay'],
  ['discount', 'descuento'],
  ['balance', 'saldo'],
  ['population', 'poblacion', 'people', 'inhabitants', 'habitantes', 'residents', 'populated'],
  ['length', 'long', 'longest', 'longitud', 'largo', 'shortest'],
  ['altitude', 'height', 'elevation', 'tall', 'tallest', 'altura', 'altitud', 'alto'],
  ['area', 'size', 'superficie', 'extension', 'largest', 'biggest', 'smallest'],
  ['rating', 'rated', 'score', 'stars', 'valoracion', 'puntuacion', 'nota'],
  ['review', 'resena', 'opinion'],
  ['user', 'usuario'],
  ['food', 'cuisine', 'comida', 'cocina'],
];

const STEMS = new Map<string, number[]>();
CONCEPTS.forEach((group, index) => {
  for (const word of group) {
    STEMS.set(word, [...(STEMS.get(word) ?? []), index]);
  }
});

// Words are looked up many times per question: each answer is kept (the vocabulary is small).
const conceptCache = new Map<string, number[]>();

/** The concepts a folded word belongs to, singular or plural. */
export function conceptsOf(word: string): number[] {
  const cached = conceptCache.get(word);
  if (cached) {
    return cached;
  }
  let found: number[] = [];
  for (const [stem, concepts] of STEMS) {
    if (isSameForm(stem, word)) {
      found = concepts;
      break;
    }
  }
  if (conceptCache.size < 50_000) {
    conceptCache.set(word, found);
  }
  return found;
}

/** Whether a question word and a schema word mean the same: the same word, or one concept. */
export function isSameMeaning(questionWord: string, schemaWord: string): boolean {
  if (isSameWord(questionWord, schemaWord)) {
    return true;
  }
  const schemaConcepts = conceptsOf(schemaWord);
  return (
    schemaConcepts.length > 0 &&
    conceptsOf(questionWord).some((concept) => schemaConcepts.includes(concept))
  );
}

// Words that speak of money without naming a column: they stand for a table's amount column.
const MONEY_CONCEPTS = ['sale', 'expense', 'amount', 'payment', 'salary', 'balance'].map(
  (word) => conceptsOf(word)[0] ?? -1,
);

/** Whether a word speaks of money ("ventas", "gastos", "revenue"). */
export function isMoneyWord(word: string): boolean {
  return conceptsOf(word).some((concept) => MONEY_CONCEPTS.includes(concept));
}

/** Whether a schema word names an amount of money ("importe", "total", "amount"). */
export function isAmountWord(word: string): boolean {
  return conceptsOf(word).includes(MONEY_CONCEPTS[2] ?? -1);
}
