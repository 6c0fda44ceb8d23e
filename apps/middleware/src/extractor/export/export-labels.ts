import { PROVENANCES, type Language, type Provenance } from '@folio/core';

import type { ExtractionState } from '../../db/schema';

/** The words of an export (column names, report headings, state names), in one language. */
export type ExportLabels = {
  document: string;
  state: string;
  lines: string;
  noLines: string;
  field: string;
  value: string;
  /** `{{configuration}}` is the configuration's name. */
  title: string;
  /** `{{count}}` documents. */
  documentCount: string;
  /** `{{page}}` of `{{pages}}`. */
  pageOf: string;
  states: Record<ExtractionState, string>;
  /** The CSV column beside a field's own columns with where its values came from: `{{field}}`. */
  sourceColumn: string;
  /** Where a value came from, in words (CSV). */
  provenance: Record<Provenance, string>;
  /** Where a value came from, as the short mark after it (PDF and TXT), same in both languages. */
  marks: Record<Provenance, string>;
  /** The marks explained, under the report's title: `{{marks}}` are the marks with their words. */
  legend: string;
};

// One letter a reader tells apart at a glance; Spanish words start with the same letters.
const MARKS: Record<Provenance, string> = { e_invoice: 'X', text: 'T', ocr: 'O', manual: 'M' };

// Server-side texts in both languages, as auth-messages.ts does for the auth confirmations.
const LABELS: Record<Language, ExportLabels> = {
  en: {
    document: 'Document',
    state: 'State',
    lines: 'Lines',
    noLines: 'No lines',
    field: 'Field',
    value: 'Value',
    title: 'Results of {{configuration}}',
    documentCount: '{{count}} documents',
    pageOf: 'Page {{page}} of {{pages}}',
    states: {
      not_verified: 'Not verified',
      verified: 'Verified',
      auto_verified: 'Verified automatically (AI)',
      manually_verified: 'Verified manually',
      requires_verification: 'Requires verification',
      missing_rows: 'Missing rows detected',
    },
    sourceColumn: '{{field}} (source)',
    provenance: {
      e_invoice: 'E-invoice XML',
      text: 'Page text',
      ocr: 'OCR',
      manual: 'Edited by hand',
    },
    marks: MARKS,
    legend: 'Where each value came from: {{marks}}',
  },
  sp: {
    document: 'Documento',
    state: 'Estado',
    lines: 'Líneas',
    noLines: 'Sin líneas',
    field: 'Campo',
    value: 'Valor',
    title: 'Resultados de {{configuration}}',
    documentCount: '{{count}} documentos',
    pageOf: 'Página {{page}} de {{pages}}',
    states: {
      not_verified: 'No verificado',
      verified: 'Verificado',
      auto_verified: 'Verificado automáticamente (IA)',
      manually_verified: 'Verificado manualmente',
      requires_verification: 'Requiere verificación',
      missing_rows: 'Filas faltantes detectadas',
    },
    sourceColumn: '{{field}} (origen)',
    provenance: {
      e_invoice: 'XML de factura electrónica',
      text: 'Texto de la página',
      ocr: 'OCR',
      manual: 'Editado a mano',
    },
    marks: MARKS,
    legend: 'De dónde sale cada valor: {{marks}}',
  },
};

/** The export's words in a language. */
export function exportLabels(language: Language): ExportLabels {
  return LABELS[language];
}

/** The legend of the marks: `[X] E-invoice XML · [T] Page text · [O] OCR · [M] Edited by hand`. */
export function provenanceLegend(labels: ExportLabels): string {
  const marks = PROVENANCES.map(
    (provenance) => `[${labels.marks[provenance]}] ${labels.provenance[provenance]}`,
  ).join(' · ');
  return fillLabel(labels.legend, { marks });
}

/** A label with its `{{name}}` placeholders filled. */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{\{(\w+)\}\}/gu, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
