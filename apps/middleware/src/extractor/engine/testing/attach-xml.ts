// Attaches an XML file to a drawn PDF as PDF/A-3 hybrids (Factur-X, ZUGFeRD, XRechnung) carry
// their e-invoice: an embedded file associated with the document (/AF) and named in the XMP
// metadata's Factur-X schema. For generated test and bench corpora (scripts/bench/extract).
import { AFRelationship, PDFDocument, PDFName } from 'pdf-lib';

/** What to attach: the file's name and text, how it relates to the page, its profile's name. */
export type XmlAttachment = {
  name: string;
  xml: string;
  /** Alternative for a full e-invoice, Data for MINIMUM and BASIC WL (the page is the invoice). */
  relationship: 'Alternative' | 'Data';
  conformanceLevel: string;
};

function xmp(name: string, level: string): string {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${name}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>${level}</fx:ConformanceLevel></rdf:Description>
</rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`;
}

/** The PDF with the XML attached. */
export async function attachXml(pdf: Uint8Array, attachment: XmlAttachment): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  const date = new Date(Date.UTC(2024, 0, 1));
  await document.attach(new TextEncoder().encode(attachment.xml), attachment.name, {
    mimeType: 'text/xml',
    description: 'e-invoice',
    creationDate: date,
    modificationDate: date,
    afRelationship: AFRelationship[attachment.relationship],
  });
  const metadata = document.context.stream(xmp(attachment.name, attachment.conformanceLevel), {
    Type: 'Metadata',
    Subtype: 'XML',
  });
  document.catalog.set(PDFName.of('Metadata'), document.context.register(metadata));
  return document.save({ useObjectStreams: false });
}
