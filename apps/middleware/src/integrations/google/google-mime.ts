/** The folder type of Drive (files.list `mimeType`). */
export const DRIVE_FOLDER_MIME = 'application/vnd.google-apps.folder';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF = 'application/pdf';

/**
 * What a Google document is exported as on import (issue 14): Docs to DOCX, Sheets to XLSX,
 * Slides and Drawings to PDF (the upload types have no PPTX). Other Google types (Forms, Sites)
 * have no file form and are refused as an unsupported type.
 */
const EXPORTS: Readonly<Record<string, { mimeType: string; extension: string }>> = {
  'application/vnd.google-apps.document': { mimeType: DOCX, extension: 'docx' },
  'application/vnd.google-apps.spreadsheet': { mimeType: XLSX, extension: 'xlsx' },
  'application/vnd.google-apps.presentation': { mimeType: PDF, extension: 'pdf' },
  'application/vnd.google-apps.drawing': { mimeType: PDF, extension: 'pdf' },
};

/** True for Drive's own types, which have no bytes to download (only an export). */
export function isGoogleType(mimeType: string): boolean {
  return mimeType.startsWith('application/vnd.google-apps.');
}

/** The export of a Google type, or undefined when it has none. */
export function exportOf(mimeType: string): { mimeType: string; extension: string } | undefined {
  return EXPORTS[mimeType];
}

/** The name an export is stored under: the document's title with the export's extension. */
export function exportedName(title: string, extension: string): string {
  return title.toLowerCase().endsWith(`.${extension}`) ? title : `${title}.${extension}`;
}
