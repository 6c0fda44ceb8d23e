import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { INVOICES_DEV_DIR, INVOICES_DEV_MISSING } from '../testing/datasets';
import { loadLabelledInvoices, scoreInvoices } from '../testing/invoice-fields';
import { readPdfPages } from './read-pdf-pages';

describe.skipIf(!INVOICES_DEV_DIR)(
  `invoices-dev OCR track${INVOICES_DEV_DIR ? '' : ` (skipped: ${INVOICES_DEV_MISSING})`}`,
  () => {
    it('OCRs the raster PDFs and keeps labelled values beside their label', async () => {
      const corpus = join(INVOICES_DEV_DIR ?? '', 'invoice2data');
      const invoices = loadLabelledInvoices(corpus, join(corpus, 'raster-pdf'));
      expect(invoices).toHaveLength(4);
      const read = [];
      for (const invoice of invoices) {
        const { pages } = await readPdfPages(new Uint8Array(readFileSync(invoice.pdfPath)));
        expect(pages.every((page) => page.source === 'ocr')).toBe(true);
        read.push({ invoice, lines: pages.flatMap((page) => page.lines.map((line) => line.text)) });
      }
      const { labelled, found, misses } = scoreInvoices(read);
      const rate = found / labelled;
      process.stdout.write(
        `invoices-dev OCR track: ${found}/${labelled} labelled values beside a label (${(rate * 100).toFixed(1)}%); misses: ${misses.join(', ') || 'none'}\n`,
      );
      expect(rate).toBeGreaterThanOrEqual(0.7);
    }, 180_000);
  },
);
