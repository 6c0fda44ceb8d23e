// The usual clauses of a contract and the words each is headed or written with, Spanish and
// English together (a Spanish contract may quote English terms, and the other way round). Folded
// on matching; a final `*` matches any ending ('indemni*': indemnify, indemnización).

export type ClauseId =
  | 'confidentiality'
  | 'termination'
  | 'penalties'
  | 'liability'
  | 'jurisdiction'
  | 'payment-terms'
  | 'duration'
  | 'data-protection'
  | 'force-majeure'
  | 'renewal'
  | 'non-compete'
  | 'intellectual-property'
  | 'assignment'
  | 'warranty'
  | 'notices'
  | 'exclusivity';

export const CLAUSE_PHRASES: Readonly<Record<ClauseId, readonly string[]>> = {
  confidentiality: [
    'confidencialidad',
    'confidencial',
    'informacion confidencial',
    'deber de secreto',
    'secreto profesional',
    'confidentiality',
    'confidential information',
    'non-disclosure',
    'non disclosure',
  ],
  termination: [
    'resolucion del contrato',
    'resolucion',
    'rescision',
    'extincion del contrato',
    'terminacion',
    'causas de resolucion',
    'desistimiento',
    'termination',
    'terminate',
    'early termination',
  ],
  penalties: [
    'penalizacion',
    'penalizaciones',
    'penalidad',
    'penalidades',
    'clausula penal',
    'penalty',
    'penalties',
    'liquidated damages',
  ],
  liability: [
    'responsabilidad',
    'responsabilidades',
    'limitacion de responsabilidad',
    'liability',
    'limitation of liability',
  ],
  jurisdiction: [
    'jurisdiccion',
    'fuero',
    'ley aplicable',
    'legislacion aplicable',
    'juzgados y tribunales',
    'sumision a',
    'jurisdiction',
    'governing law',
    'applicable law',
    'courts of',
  ],
  'payment-terms': [
    'forma de pago',
    'condiciones de pago',
    'plazo de pago',
    'precio y forma de pago',
    'facturacion y pago',
    'payment terms',
    'terms of payment',
    'payment',
    'fees and payment',
  ],
  duration: [
    'duracion',
    'vigencia',
    'plazo de duracion',
    'entrada en vigor',
    'duration',
    'term',
    'term of the agreement',
    'term and termination',
    'effective date',
  ],
  'data-protection': [
    'proteccion de datos',
    'datos personales',
    'datos de caracter personal',
    'rgpd',
    'lopdgdd',
    'data protection',
    'personal data',
    'gdpr',
  ],
  'force-majeure': ['fuerza mayor', 'caso fortuito', 'force majeure', 'act of god', 'acts of god'],
  renewal: [
    'renovacion',
    'prorroga',
    'prorrogas',
    'tacita reconduccion',
    'renewal',
    'renew',
    'automatically renew*',
  ],
  'non-compete': [
    'no competencia',
    'pacto de no competencia',
    'no captacion',
    'non-compete',
    'non compete',
    'non-competition',
    'non-solicitation',
  ],
  'intellectual-property': [
    'propiedad intelectual',
    'propiedad industrial',
    'derechos de autor',
    'intellectual property',
    'copyright',
  ],
  assignment: ['cesion del contrato', 'cesion', 'subcontratacion', 'assignment', 'subcontracting'],
  warranty: ['garantia', 'garantias', 'warranty', 'warranties', 'guarantee'],
  notices: ['notificaciones', 'comunicaciones entre las partes', 'notices'],
  // Not 'exclusive' alone: 'the exclusive jurisdiction of the courts' is in most contracts.
  exclusivity: ['exclusividad', 'en exclusiva', 'exclusivity', 'exclusive right*'],
};

export const CLAUSE_IDS = Object.keys(CLAUSE_PHRASES) as ClauseId[];

// Words that name the kind of text rather than its subject ('cláusula de confidencialidad'):
// dropped from a user's query before its words are looked for.
export const CLAUSE_QUERY_FILLER: readonly string[] = [
  'clausula',
  'clausulas',
  'clause',
  'clauses',
  'contrato',
  'contract',
  'apartado',
  'section',
  'articulo',
  'article',
  'busca',
  'buscar',
  'search',
  'find',
  'encuentra',
];
