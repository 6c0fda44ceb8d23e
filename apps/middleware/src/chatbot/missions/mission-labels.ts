import type { PersonalDataKind } from '../privacy/personal-data';
import type { ClauseId } from './clause-vocabulary';
import type { DocumentClass } from './document-class-cues';
import type { MissionResult } from './mission-result';
import type { QuantityId } from './quantity-labels';
import type { RiskId } from './risk-cues';

// The words of the missions' answer texts, Spanish and English, in one table. Server-rendered
// answer bodies, as the built-in engine's answers are; `{name}` marks where a value goes.

type Kind = MissionResult['kind'];

export type MissionLabels = {
  /** The result's heading; `{count}` is how many findings it lists. */
  heading: Record<Kind, string>;
  /** What is said when a mission finds nothing. */
  none: Record<Kind, string>;
  checklistNote: string;
  query: string;
  page: string;
  more: string;
  columns: { type: string; value: string; file: string; page: string };
  classColumns: { file: string; documentClass: string; confidence: string; cues: string };
  scope: { 'within-document': string; 'across-documents': string };
  differentValues: string;
  sumMismatch: string;
  endBeforeStart: string;
  period: string;
  personalData: Record<PersonalDataKind, string>;
  clauses: Record<ClauseId, string>;
  risks: Record<RiskId, string>;
  classes: Record<DocumentClass, string>;
  quantities: Record<QuantityId, string>;
};

export const MISSION_LABELS: Readonly<Record<'es' | 'en', MissionLabels>> = {
  es: {
    heading: {
      'sensitive-data': 'Datos personales encontrados: {count}',
      'search-clauses': 'Cláusulas encontradas: {count}',
      summarize: 'Resumen de los documentos',
      'validate-consistency': 'Incoherencias encontradas: {count}',
      'classify-documents': 'Clasificación de los documentos',
      'detect-risks': 'Lista de comprobación por reglas: {count} frases a revisar',
    },
    none: {
      'sensitive-data': 'No se han encontrado datos personales en los documentos.',
      'search-clauses': 'No se ha encontrado ninguna cláusula que coincida.',
      summarize: 'Los documentos no tienen texto que resumir.',
      'validate-consistency':
        'No se han encontrado incoherencias entre las cifras y fechas etiquetadas.',
      'classify-documents': 'No hay documentos que clasificar.',
      'detect-risks': 'Ninguna frase contiene las palabras de riesgo de la lista.',
    },
    checklistNote:
      'Comprobación por reglas, sin modelo de lenguaje: señala frases con palabras de riesgo; no valora las cláusulas ni detecta riesgos escritos con otras palabras.',
    query: 'Búsqueda: «{query}»',
    page: 'pág.',
    more: '… y {count} más.',
    columns: { type: 'Tipo', value: 'Valor', file: 'Archivo', page: 'Pág.' },
    classColumns: {
      file: 'Archivo',
      documentClass: 'Tipo',
      confidence: 'Confianza',
      cues: 'Pistas',
    },
    scope: { 'within-document': 'en el mismo documento', 'across-documents': 'entre documentos' },
    differentValues: '**{quantity}**: valores distintos {scope}: {values}',
    sumMismatch: '**{total}**: se indica {stated}, pero las partes suman {computed} ({where})',
    endBeforeStart: '**{period}**: el fin ({end}) es anterior al inicio ({start}) ({where})',
    period: 'Periodo',
    personalData: {
      email: 'Correo electrónico',
      phone: 'Teléfono',
      iban: 'IBAN',
      card: 'Tarjeta',
      dni: 'DNI',
      nie: 'NIE',
      cif: 'CIF',
      name: 'Nombre',
    },
    clauses: {
      confidentiality: 'Confidencialidad',
      termination: 'Resolución',
      penalties: 'Penalizaciones',
      liability: 'Responsabilidad',
      jurisdiction: 'Jurisdicción',
      'payment-terms': 'Forma de pago',
      duration: 'Duración',
      'data-protection': 'Protección de datos',
      'force-majeure': 'Fuerza mayor',
      renewal: 'Renovación',
      'non-compete': 'No competencia',
      'intellectual-property': 'Propiedad intelectual',
      assignment: 'Cesión',
      warranty: 'Garantía',
      notices: 'Notificaciones',
      exclusivity: 'Exclusividad',
    },
    risks: {
      penalty: 'Penalización',
      'unlimited-liability': 'Responsabilidad sin límite',
      'automatic-renewal': 'Renovación automática',
      exclusivity: 'Exclusividad',
      indemnity: 'Indemnización',
      'unilateral-change': 'Cambios unilaterales',
      'lock-in': 'Permanencia',
      'non-compete': 'No competencia',
      waiver: 'Renuncia de derechos',
      'late-payment-interest': 'Intereses de demora',
    },
    classes: {
      invoice: 'Factura',
      receipt: 'Recibo',
      contract: 'Contrato',
      'delivery-note': 'Albarán',
      'purchase-order': 'Pedido de compra',
      payslip: 'Nómina',
      'bank-statement': 'Extracto bancario',
      cv: 'Currículum',
      report: 'Informe',
      letter: 'Carta',
      other: 'Otro',
    },
    quantities: {
      total: 'Total',
      net: 'Base imponible',
      vat: 'IVA',
      withholding: 'Retención',
      'amount-due': 'Total a pagar',
      'contract-price': 'Precio del contrato',
      'gross-pay': 'Total devengado',
      deductions: 'Total deducciones',
      'net-pay': 'Líquido a percibir',
      'due-date': 'Fecha de vencimiento',
      'start-date': 'Fecha de inicio',
      'end-date': 'Fecha de fin',
      duration: 'Duración',
      'payment-term': 'Plazo de pago',
      'delivery-term': 'Plazo de entrega',
      'notice-period': 'Preaviso',
      'warranty-period': 'Periodo de garantía',
    },
  },
  en: {
    heading: {
      'sensitive-data': 'Personal data found: {count}',
      'search-clauses': 'Clauses found: {count}',
      summarize: 'Summary of the documents',
      'validate-consistency': 'Inconsistencies found: {count}',
      'classify-documents': 'Document classification',
      'detect-risks': 'Rule-based checklist: {count} sentences to review',
    },
    none: {
      'sensitive-data': 'No personal data was found in the documents.',
      'search-clauses': 'No matching clause was found.',
      summarize: 'The documents have no text to summarise.',
      'validate-consistency': 'No inconsistencies were found among the labelled figures and dates.',
      'classify-documents': 'There are no documents to classify.',
      'detect-risks': 'No sentence holds the risk words of the checklist.',
    },
    checklistNote:
      'Rule-based check, no language model: it points at sentences with risk words; it does not weigh the clauses or notice risks written in other words.',
    query: 'Search: “{query}”',
    page: 'p.',
    more: '… and {count} more.',
    columns: { type: 'Type', value: 'Value', file: 'File', page: 'Page' },
    classColumns: { file: 'File', documentClass: 'Type', confidence: 'Confidence', cues: 'Cues' },
    scope: { 'within-document': 'within one document', 'across-documents': 'across documents' },
    differentValues: '**{quantity}**: different values {scope}: {values}',
    sumMismatch: '**{total}**: {stated} is stated, but the parts add up to {computed} ({where})',
    endBeforeStart: '**{period}**: the end ({end}) is before the start ({start}) ({where})',
    period: 'Period',
    personalData: {
      email: 'E-mail',
      phone: 'Phone',
      iban: 'IBAN',
      card: 'Card',
      dni: 'DNI',
      nie: 'NIE',
      cif: 'CIF',
      name: 'Name',
    },
    clauses: {
      confidentiality: 'Confidentiality',
      termination: 'Termination',
      penalties: 'Penalties',
      liability: 'Liability',
      jurisdiction: 'Jurisdiction',
      'payment-terms': 'Payment terms',
      duration: 'Duration',
      'data-protection': 'Data protection',
      'force-majeure': 'Force majeure',
      renewal: 'Renewal',
      'non-compete': 'Non-compete',
      'intellectual-property': 'Intellectual property',
      assignment: 'Assignment',
      warranty: 'Warranty',
      notices: 'Notices',
      exclusivity: 'Exclusivity',
    },
    risks: {
      penalty: 'Penalty',
      'unlimited-liability': 'Unlimited liability',
      'automatic-renewal': 'Automatic renewal',
      exclusivity: 'Exclusivity',
      indemnity: 'Indemnity',
      'unilateral-change': 'Unilateral changes',
      'lock-in': 'Lock-in',
      'non-compete': 'Non-compete',
      waiver: 'Waiver of rights',
      'late-payment-interest': 'Late-payment interest',
    },
    classes: {
      invoice: 'Invoice',
      receipt: 'Receipt',
      contract: 'Contract',
      'delivery-note': 'Delivery note',
      'purchase-order': 'Purchase order',
      payslip: 'Payslip',
      'bank-statement': 'Bank statement',
      cv: 'CV / résumé',
      report: 'Report',
      letter: 'Letter',
      other: 'Other',
    },
    quantities: {
      total: 'Total',
      net: 'Net amount',
      vat: 'VAT',
      withholding: 'Withholding',
      'amount-due': 'Amount due',
      'contract-price': 'Contract price',
      'gross-pay': 'Gross pay',
      deductions: 'Deductions',
      'net-pay': 'Net pay',
      'due-date': 'Due date',
      'start-date': 'Start date',
      'end-date': 'End date',
      duration: 'Duration',
      'payment-term': 'Payment term',
      'delivery-term': 'Delivery time',
      'notice-period': 'Notice period',
      'warranty-period': 'Warranty period',
    },
  },
};
