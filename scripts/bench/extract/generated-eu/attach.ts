// The e-invoice flavours the corpus writes, each under its standard's file name, attached to
// the drawn PDF as PDF/A-3 hybrids carry them.
import { attachXml } from '../../../../apps/middleware/src/extractor/engine/testing/attach-xml.ts';

import { type CiiProfile, writeCii } from './cii.ts';
import type { EuInvoice } from './model.ts';
import { writeUbl } from './ubl.ts';
import { writeZugferd1 } from './zugferd1.ts';

/** Every syntax and profile the issue names. */
export type Flavour =
  | 'zugferd1-basic'
  | 'zugferd1-comfort'
  | 'zugferd1-extended'
  | 'zugferd2-en16931'
  | `facturx-${Exclude<CiiProfile, 'xrechnung'>}`
  | 'xrechnung-cii'
  | 'xrechnung-ubl'
  | 'peppol-ubl';

/** The XML of a flavour and the name it is attached under. */
export function eInvoiceOf(
  invoice: EuInvoice,
  flavour: Flavour,
): { name: string; xml: string; level: string } {
  if (flavour.startsWith('zugferd1-')) {
    const profile = flavour.slice('zugferd1-'.length) as 'basic' | 'comfort' | 'extended';
    return {
      name: 'ZUGFeRD-invoice.xml',
      xml: writeZugferd1(invoice, profile),
      level: profile.toUpperCase(),
    };
  }
  if (flavour === 'zugferd2-en16931') {
    return { name: 'zugferd-invoice.xml', xml: writeCii(invoice, 'en16931'), level: 'EN 16931' };
  }
  if (flavour.startsWith('facturx-')) {
    const profile = flavour.slice('facturx-'.length) as CiiProfile;
    return {
      name: 'factur-x.xml',
      xml: writeCii(invoice, profile),
      level: profile === 'basicwl' ? 'BASIC WL' : profile.toUpperCase(),
    };
  }
  if (flavour === 'xrechnung-cii') {
    return { name: 'xrechnung.xml', xml: writeCii(invoice, 'xrechnung'), level: 'XRECHNUNG' };
  }
  // Peppol BIS has no PDF file name of its own; the XRechnung name is used for both UBL kinds.
  return {
    name: 'xrechnung.xml',
    xml: writeUbl(invoice, flavour === 'peppol-ubl' ? 'peppol' : 'xrechnung'),
    level: 'XRECHNUNG',
  };
}

/** The PDF with the e-invoice attached. */
export async function attachEInvoice(
  pdf: Uint8Array,
  invoice: EuInvoice,
  flavour: Flavour,
): Promise<Uint8Array> {
  const { name, xml, level } = eInvoiceOf(invoice, flavour);
  const isDataOnly = flavour === 'facturx-minimum' || flavour === 'facturx-basicwl';
  return attachXml(pdf, {
    name,
    xml,
    relationship: isDataOnly ? 'Data' : 'Alternative',
    conformanceLevel: level,
  });
}
