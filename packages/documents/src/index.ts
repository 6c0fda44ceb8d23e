/**
 * @folio/documents: how both servers read business documents (PDF text with positions, OCR,
 * office files, spreadsheets, ZIPs with limits). The readers arrive with the documents-toolkit
 * issue (#4); the package exists now so the workspace and its arrows are in place.
 */
export {};
