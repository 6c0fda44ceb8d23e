// The PDF report of results (issue #6 "PDF (a readable report per document)"): a title, then
// per document, on its own page, its name and state, its header fields as a two-column table,
// and its lines as a table with a column per detail attribute; page numbers in the footer. Each
// value is followed by the mark of where it came from (`121 [T]`, issue 16), explained under the
// title.
import { grayscale, PDFDocument } from 'pdf-lib';

import { fillLabel, provenanceLegend } from './export-labels';
import { markedText, type ExportDocument, type ExportSource } from './export-model';
import {
  bodyWidth,
  columnWidths,
  MARGIN,
  newPage,
  numericColumns,
  PAGE_SIZE,
  paragraph,
  table,
  type Writer,
} from './pdf-layout';
import { embedReportFonts } from './pdf-text';

const BODY_SIZE = 9;
const SMALL_SIZE = 7.5;
// More detail columns than this are written smaller so the lines table stays readable.
const WIDE_TABLE_COLUMNS = 6;

function writeDocument(writer: Writer, source: ExportSource, document: ExportDocument): void {
  const { columns, labels } = source;
  paragraph(writer, document.fileName, { size: 13, bold: true, gapAfter: 2 });
  paragraph(writer, `${labels.state}: ${labels.states[document.state]}`, {
    size: BODY_SIZE,
    gapAfter: 8,
  });
  if (columns.headers.length > 0) {
    const width = bodyWidth();
    table(writer, {
      titles: [labels.field, labels.value],
      rows: columns.headers.map((name) => [name, markedText(document.headers[name], labels)]),
      widths: [width * 0.35, width * 0.65],
      size: BODY_SIZE,
    });
    writer.y += 12;
  }
  if (columns.details.length === 0) {
    return;
  }
  paragraph(writer, `${labels.lines} (${String(document.items.length)})`, {
    size: 11,
    bold: true,
    gapAfter: 4,
  });
  if (document.items.length === 0) {
    paragraph(writer, labels.noLines, { size: BODY_SIZE });
    return;
  }
  const size = columns.details.length > WIDE_TABLE_COLUMNS ? SMALL_SIZE : BODY_SIZE;
  const titles = ['#', ...columns.details];
  const rows = document.items.map((item, index) => [
    String(index + 1),
    ...columns.details.map((name) => markedText(item[name], labels)),
  ]);
  table(writer, {
    titles,
    rows,
    widths: columnWidths(writer.fonts, titles, rows, size),
    size,
    rightAligned: numericColumns(rows, titles.length),
  });
}

function writeFooters(writer: Writer, title: string, pageOf: string): void {
  const pages = writer.pdf.getPages();
  pages.forEach((page, index) => {
    const text = writer.fonts.clean(
      `${title}  ·  ${fillLabel(pageOf, { page: index + 1, pages: pages.length })}`,
    );
    const width = writer.fonts.regular.widthOfTextAtSize(text, SMALL_SIZE);
    page.drawText(text, {
      x: (PAGE_SIZE[0] - width) / 2,
      y: MARGIN / 2,
      size: SMALL_SIZE,
      font: writer.fonts.regular,
      color: grayscale(0.4),
    });
  });
}

/**
 * The report as PDF bytes. pdf-lib writes a whole document at once, so the report is built in
 * memory (text only: a few kilobytes per document) and sent when complete.
 */
export async function writePdf(source: ExportSource): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = fillLabel(source.labels.title, { configuration: source.configName });
  pdf.setTitle(title);
  pdf.setCreator('Folio');
  pdf.setProducer('Folio');
  const fonts = await embedReportFonts(pdf);
  const writer: Writer = { pdf, fonts, page: pdf.addPage(PAGE_SIZE), y: MARGIN };
  paragraph(writer, title, { size: 16, bold: true, gapAfter: 2 });
  const firstPage = writer.page;
  const countAt = writer.y;
  writer.y += BODY_SIZE * 1.3 + 4;
  paragraph(writer, provenanceLegend(source.labels), { size: SMALL_SIZE, gapAfter: 12 });
  let count = 0;
  for await (const document of source.documents) {
    if (count > 0) {
      newPage(writer);
    }
    writeDocument(writer, source, document);
    count += 1;
  }
  // The count is known only now: it goes in the line kept under the title.
  firstPage.drawText(writer.fonts.clean(fillLabel(source.labels.documentCount, { count })), {
    x: MARGIN,
    y: PAGE_SIZE[1] - countAt - BODY_SIZE * 0.85,
    size: BODY_SIZE,
    font: fonts.regular,
    color: grayscale(0.3),
  });
  writeFooters(writer, title, source.labels.pageOf);
  return pdf.save();
}
