// The generated Spanish-language corpus: every family's invoices written once into
// node_modules/.cache (keyed by the generator's sources), with answer files as invoices-dev has.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { drawPdf } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { LabelledDocument } from '../dataset.ts';
import { generatedCorpus, halfOf } from '../generated-corpus.ts';
import { AFIP_FAMILIES } from './afip.ts';
import { AFIP_WEB_FAMILIES } from './afip-web-families.ts';
import { ARGENTINE_CREDIT_NOTE_FAMILY } from './argentine-credit-note.ts';
import { BOXED_DATE_FORM_FAMILY } from './boxed-date-form.ts';
import { CANARY_IGIC_FAMILY } from './canary-igic.ts';
import { DESKTOP_FACTURA_C_FAMILY } from './desktop-factura-c.ts';
import { DOLLAR_INVOICE_FAMILY } from './dollar-invoice.ts';
import { FISCAL_TICKET_FAMILY } from './fiscal-ticket.ts';
import type { Family } from './family.ts';
import { LATAM_FAMILIES } from './latam.ts';
import { MEXICO_CREDIT_NOTE_FAMILY } from './mexico-credit-note.ts';
import { seeded } from './random.ts';
import { scanFirstPage } from './scan.ts';
import { SPAIN_FAMILIES } from './spain.ts';
import { SPAIN_CORRECTIVE_FAMILY } from './spain-corrective.ts';
import { SPAIN_CREDIT_NOTE_FAMILY } from './spain-credit-note.ts';
import { SPAIN_ELECTRICITY_BILL_FAMILY } from './spain-electricity-bill.ts';
import { SPAIN_INTRA_COMMUNITY_FAMILY } from './spain-intra-community.ts';
import { SPAIN_PROFESSIONAL_FAMILY } from './spain-professional.ts';
import { SPAIN_REFUND_VOUCHER_FAMILY } from './spain-refund-voucher.ts';
import { SPAIN_RETURN_TICKET_FAMILY } from './spain-return-ticket.ts';
import { SPAIN_SIMPLIFIED_TICKET_FAMILY } from './spain-simplified-ticket.ts';
import { SPAIN_TELECOM_BILL_FAMILY } from './spain-telecom-bill.ts';
import { SPAIN_VERIFACTU_FAMILY } from './spain-verifactu.ts';
import { SPAIN_WATER_GAS_BILL_FAMILY } from './spain-water-gas-bill.ts';
import { URUGUAY_FAMILY } from './uruguay.ts';

/** Every layout family; each is wholly in the tune half or wholly held out. */
export const FAMILIES: Family[] = [
  ...AFIP_FAMILIES,
  ...SPAIN_FAMILIES,
  ...LATAM_FAMILIES,
  // The tenth pass's families, drawn from real vouchers the engine had not been tuned on.
  ...AFIP_WEB_FAMILIES,
  FISCAL_TICKET_FAMILY,
  DESKTOP_FACTURA_C_FAMILY,
  DOLLAR_INVOICE_FAMILY,
  URUGUAY_FAMILY,
  // The eleventh pass's, drawn from real Spanish invoices the engine had not been tuned on.
  SPAIN_SIMPLIFIED_TICKET_FAMILY,
  SPAIN_INTRA_COMMUNITY_FAMILY,
  SPAIN_PROFESSIONAL_FAMILY,
  SPAIN_VERIFACTU_FAMILY,
  SPAIN_CORRECTIVE_FAMILY,
  CANARY_IGIC_FAMILY,
  SPAIN_ELECTRICITY_BILL_FAMILY,
  // Drawn to teach the engine dates written in DÍA / MES / AÑO boxes (tune half).
  BOXED_DATE_FORM_FAMILY,
  // A second probe of the eleventh pass: corrective invoices and bills of another layout.
  SPAIN_CREDIT_NOTE_FAMILY,
  SPAIN_TELECOM_BILL_FAMILY,
  SPAIN_RETURN_TICKET_FAMILY,
  // The twelfth pass's tune families: documents naming another document's number and date
  // (credit and debit notes, a refund voucher), and a bill whose customer box stands out.
  MEXICO_CREDIT_NOTE_FAMILY,
  ARGENTINE_CREDIT_NOTE_FAMILY,
  SPAIN_REFUND_VOUCHER_FAMILY,
  SPAIN_WATER_GAS_BILL_FAMILY,
];

/** Documents per family, and which of them are scanned (image-only, read by OCR). */
const PER_FAMILY = 8;
const SCANNED = new Set([6, 7]);

const REPOSITORY = resolve(import.meta.dirname, '../../../..');
const SOURCES = [
  import.meta.dirname,
  join(REPOSITORY, 'apps/middleware/src/extractor/engine/testing'),
];

type AnswerFile = {
  doc: string;
  family: string;
  kind: string;
  half: string;
  scanned: boolean;
  header: LabelledDocument['header'];
  lines: LabelledDocument['lines'];
};

/** Writes the corpus if this generator has not yet, and returns its labelled documents. */
export async function loadGeneratedSpanish(): Promise<LabelledDocument[]> {
  const { dir, answers } = await generatedCorpus(
    'bench-generated-es',
    SOURCES,
    async (dir): Promise<AnswerFile[]> => {
      const written: AnswerFile[] = [];
      for (const family of FAMILIES) {
        for (let index = 0; index < PER_FAMILY; index += 1) {
          const random = seeded(`${family.name}/${index}`);
          const invoice = family.make(random);
          const isScanned = SCANNED.has(index);
          const text = await drawPdf(invoice.pages);
          const pdf = isScanned ? await scanFirstPage(text, random, random.pick([150, 200])) : text;
          const doc = `${family.name}-${String(index).padStart(2, '0')}${isScanned ? '-scan' : ''}.pdf`;
          writeFileSync(join(dir, doc), pdf);
          written.push({
            doc,
            family: family.name,
            kind: family.kind,
            half: family.half,
            scanned: isScanned,
            header: invoice.header,
            lines: invoice.lines,
          });
        }
      }
      return written;
    },
  );
  return answers.map((answer) => ({
    corpus: 'generated-es',
    name: answer.doc,
    path: join(dir, answer.doc),
    header: answer.header,
    lines: answer.lines,
    half: halfOf(answer),
  }));
}
