// The e-invoice of a PDF, when it carries one: the first attached XML that is a CII
// CrossIndustryInvoice (Factur-X, ZUGFeRD, XRechnung CII) or a UBL Invoice.
import type { ExtractionWarning } from '../types';
import type { EInvoice } from './e-invoice';
import { readEmbeddedFiles } from './embedded-files';
import { readCii } from './read-cii';
import { readUbl } from './read-ubl';
import { parseXml } from './xml';

/** Reads the embedded e-invoice of a PDF; undefined when there is none. Never throws. */
export async function readEmbeddedInvoice(
  pdf: Uint8Array,
  warnings: ExtractionWarning[],
): Promise<EInvoice | undefined> {
  let files;
  try {
    files = await readEmbeddedFiles(pdf);
  } catch {
    // A PDF pdf-lib cannot parse may still have a fine text layer: the layout engine reads it.
    return undefined;
  }
  const xmlFiles = files.filter(
    (file) =>
      /\.xml$/iu.test(file.name) ||
      /^\s*(<\?xml|<)/u.test(new TextDecoder().decode(file.data.slice(0, 64))),
  );
  for (const file of xmlFiles) {
    const root = parseXml(new TextDecoder().decode(file.data).replace(/^\uFEFF/u, ''));
    if (root?.name === 'CrossIndustryInvoice') {
      return { format: 'cii', fileName: file.name, ...readCii(root) };
    }
    if (root?.name === 'Invoice' || root?.name === 'CreditNote') {
      return { format: 'ubl', fileName: file.name, ...readUbl(root) };
    }
  }
  if (xmlFiles.length > 0) {
    warnings.push({
      code: 'E_INVOICE_UNREADABLE',
      message: `attached XML (${xmlFiles.map((file) => file.name).join(', ')}) is not a CII or UBL invoice`,
    });
  }
  return undefined;
}
