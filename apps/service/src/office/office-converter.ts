/**
 * Converts office documents (DOC, DOCX, ODT, RTF, XLS, XLSX, ODS, CSV, PPT, PPTX, ODP, TXT) to PDF
 * in a warm LibreOffice, macros off and no remote resources, bounded in time.
 */
export type OfficeConverter = {
  /** `name` gives the format by its extension. */
  toPdf(name: string, bytes: Uint8Array): Promise<Uint8Array>;
  close(): Promise<void>;
};
