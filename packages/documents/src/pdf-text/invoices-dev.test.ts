import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { readPdfPages } from '../ocr/read-pdf-pages';
import { INVOICES_DEV_DIR, INVOICES_DEV_MISSING } from '../testing/datasets';
import {
  type LabelledInvoice,
  loadLabelledInvoices,
  scoreInvoices,
} from '../testing/invoice-fields';

async function readLines(invoice: LabelledInvoice): Promise<string[]> {
  const { pages } = await readPdfPages(new Uint8Array(readFileSync(invoice.pdfPath)));
  return pages.flatMap((page) => page.lines.map((line) => line.text));
}

describe.skipIf(!INVOICES_DEV_DIR)(
  `invoices-dev text layer${INVOICES_DEV_DIR ? '' : ` (skipped: ${INVOICES_DEV_MISSING})`}`,
  () => {
    const dir = INVOICES_DEV_DIR ?? '';

    it('keeps labelled header values on their label line or the next (26 PDFs)', async () => {
      const invoices = [
        ...loadLabelledInvoices(join(dir, 'invoice2data')),
        ...loadLabelledInvoices(join(dir, 'parsee')),
      ];
      expect(invoices).toHaveLength(26);
      const read = [];
      for (const invoice of invoices) {
        read.push({ invoice, lines: await readLines(invoice) });
      }
      const { labelled, found, misses } = scoreInvoices(read);
      const rate = found / labelled;
      process.stdout.write(
        `invoices-dev text layer: ${found}/${labelled} labelled values beside a label (${(rate * 100).toFixed(1)}%); misses: ${misses.join(', ') || 'none'}\n`,
      );
      expect(rate).toBeGreaterThanOrEqual(0.9);
    }, 120_000);

    it('reads the unusable Type-3 text layer (TeamGantt) through OCR', async () => {
      const path = join(dir, 'parsee', 'Invoice _ TeamGantt-May.pdf');
      const { pages } = await readPdfPages(new Uint8Array(readFileSync(path)));
      expect(pages[0]?.usability.reason).toBe('undecodable');
      expect(pages[0]?.source).toBe('ocr');
      expect(pages[0]?.lines.map((line) => line.text).join('\n')).toMatch(/invoice/iu);
    }, 60_000);
  },
);
