// The files attached to a PDF (the EmbeddedFiles name tree and the catalog's /AF array), read
// with pdf-lib's low-level objects: Factur-X, ZUGFeRD and XRechnung hybrids carry their XML so.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/** An attached file: its name and bytes. */
export type EmbeddedFile = { name: string; data: Uint8Array };

// Attachments are embedded-file streams, which are never inside object streams: a PDF without
// this word has none, and is not parsed a second time.
const MARKER = Buffer.from('EmbeddedFile', 'latin1');
const MAX_FILES = 20;
const MAX_BYTES = 20 * 1024 * 1024;

function hasMarker(data: Uint8Array): boolean {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength).includes(MARKER);
}

function text(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFString || object instanceof PDFHexString
    ? object.decodeText()
    : undefined;
}

/** Reads the files attached to a PDF; none when it has none or cannot be parsed. */
export async function readEmbeddedFiles(data: Uint8Array): Promise<EmbeddedFile[]> {
  if (!hasMarker(data)) {
    return [];
  }
  const pdf = await PDFDocument.load(data, {
    ignoreEncryption: true,
    updateMetadata: false,
    throwOnInvalidObject: false,
  });
  const context = pdf.context;
  const resolve = (object: PDFObject | undefined): PDFObject | undefined =>
    object instanceof PDFRef ? context.lookup(object) : object;
  const specs: PDFDict[] = [];
  const seen = new Set<PDFObject>();
  const walkTree = (node: PDFObject | undefined, depth: number): void => {
    const dict = resolve(node);
    if (!(dict instanceof PDFDict) || depth > 10 || seen.has(dict)) {
      return;
    }
    seen.add(dict);
    const names = resolve(dict.get(PDFName.of('Names')));
    if (names instanceof PDFArray) {
      for (let index = 1; index < names.size(); index += 2) {
        const spec = resolve(names.get(index));
        if (spec instanceof PDFDict) {
          specs.push(spec);
        }
      }
    }
    const kids = resolve(dict.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) {
      kids.asArray().forEach((kid) => walkTree(kid, depth + 1));
    }
  };
  const namesDict = resolve(pdf.catalog.get(PDFName.of('Names')));
  if (namesDict instanceof PDFDict) {
    walkTree(namesDict.get(PDFName.of('EmbeddedFiles')), 0);
  }
  const associated = resolve(pdf.catalog.get(PDFName.of('AF')));
  if (associated instanceof PDFArray) {
    associated.asArray().forEach((spec) => {
      const dict = resolve(spec);
      if (dict instanceof PDFDict && !specs.includes(dict)) {
        specs.push(dict);
      }
    });
  }
  const files: EmbeddedFile[] = [];
  for (const spec of specs.slice(0, MAX_FILES)) {
    const name =
      text(resolve(spec.get(PDFName.of('UF')))) ?? text(resolve(spec.get(PDFName.of('F')))) ?? '';
    const ef = resolve(spec.get(PDFName.of('EF')));
    const stream =
      ef instanceof PDFDict
        ? resolve(ef.get(PDFName.of('F')) ?? ef.get(PDFName.of('UF')))
        : undefined;
    if (stream instanceof PDFRawStream && stream.contents.length <= MAX_BYTES) {
      const bytes = decodePDFRawStream(stream).decode();
      if (bytes.length <= MAX_BYTES) {
        files.push({ name, data: bytes });
      }
    }
  }
  return files;
}
