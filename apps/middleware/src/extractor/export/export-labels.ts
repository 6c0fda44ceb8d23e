import type { Language } from '@folio/core';

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
};

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
  },
};

/** The export's words in a language. */
export function exportLabels(language: Language): ExportLabels {
  return LABELS[language];
}

/** A label with its `{{name}}` placeholders filled. */
export function fillLabel(label: string, values: Record<string, string | number>): string {
  return label.replace(/\{\{(\w+)\}\}/gu, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
