// The e-invoice of a PDF, when it carries one: the first attached XML that is a CII invoice
// (ZUGFeRD 1.0 and 2.x, Factur-X, XRechnung CII) or a UBL Invoice or CreditNote (XRechnung UBL,
// Peppol BIS).
import type { ExtractionWarning } from '../types';
import type { EInvoice } from './e-invoice';
import { readEmbeddedFiles } from './embedded-files';
import { readCii } from './read-cii';
import { readUbl } from './read-ubl';
import { type XmlElement, parseXml } from './xml';

const UBL_NAMESPACE = 'urn:oasis:names:specification:ubl:schema:xsd:';

/**
 * Which syntax a root element is in. UBL is told by its namespace: an early ZUGFeRD 1.0 draft
 * also names its root `Invoice`, with the CII structure inside.
 */
export function eInvoiceFormat(root: XmlElement): EInvoice['format'] | undefined {
  const isUbl = Object.values(root.attributes).some((value) => value.startsWith(UBL_NAMESPACE));
  if (isUbl && (root.name === 'Invoice' || root.name === 'CreditNote')) {
    return 'ubl';
  }
  const isCii = root.children.some(
    (child) => child.name === 'ExchangedDocument' || child.name === 'HeaderExchangedDocument',
  );
  return isCii ? 'cii' : undefined;
}

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
    const format = root === undefined ? undefined : eInvoiceFormat(root);
    if (root !== undefined && format === 'cii') {
      return { format, fileName: file.name, ...readCii(root) };
    }
    if (root !== undefined && format === 'ubl') {
      return { format, fileName: file.name, ...readUbl(root) };
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
