// The generated European e-invoice corpus: every family's invoices written once into
// node_modules/.cache (keyed by the generator's sources), each as a text-layer PDF and as the
// same PDF with its e-invoice XML attached, with answer files as invoices-dev has.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { drawPdf } from '../../../../apps/middleware/src/extractor/engine/testing/draw-pages.ts';
import type { ExpectedLine, LabelledDocument } from '../dataset.ts';
import { seeded } from '../generated-es/random.ts';
import { generatedCorpus, halfOf } from '../generated-corpus.ts';
import { attachEInvoice } from './attach.ts';
import type { EuFamily } from './family.ts';
import { HELD_FAMILIES } from './held-families.ts';
import { linesOfEu, makeEuInvoice } from './model.ts';
import { drawEuInvoice } from './page.ts';
import { TUNE_FAMILIES } from './tune-families.ts';

/** Every family, the tune half first; each is wholly in one half. */
export const EU_FAMILIES: EuFamily[] = [...TUNE_FAMILIES, ...HELD_FAMILIES];

const PER_FAMILY = 8;

const REPOSITORY = resolve(import.meta.dirname, '../../../..');
const SOURCES = [
  import.meta.dirname,
  join(REPOSITORY, 'scripts/bench/extract/generated-es'),
  join(REPOSITORY, 'apps/middleware/src/extractor/engine/testing'),
];

type AnswerFile = {
  doc: string;
  family: string;
  half: string;
  flavour: string;
  header: LabelledDocument['header'];
  lines: ExpectedLine[];
};

/** Writes the corpus if this generator has not yet; its documents, text layer or with XML. */
export async function loadGeneratedEuropean(withXml: boolean): Promise<LabelledDocument[]> {
  const { dir, answers } = await generatedCorpus(
    'bench-generated-eu',
    SOURCES,
    async (dir): Promise<AnswerFile[]> => {
      mkdirSync(join(dir, 'with-xml'), { recursive: true });
      const written: AnswerFile[] = [];
      for (const family of EU_FAMILIES) {
        for (let index = 0; index < PER_FAMILY; index += 1) {
          const random = seeded(`${family.name}/${index}`);
          const { style, options } = family.variants?.[index % family.variants.length] ?? family;
          const invoice = (family.own?.make ?? makeEuInvoice)(random, options);
          const pdf = await drawPdf((family.own?.draw ?? drawEuInvoice)(random, invoice, style));
          const flavour = family.flavours[index % family.flavours.length] ?? 'facturx-en16931';
          const doc = `${family.name}-${String(index).padStart(2, '0')}.pdf`;
          writeFileSync(join(dir, doc), pdf);
          writeFileSync(join(dir, 'with-xml', doc), await attachEInvoice(pdf, invoice, flavour));
          written.push({
            doc,
            family: family.name,
            half: family.half,
            flavour,
            header: {
              invoice_number: invoice.number,
              date: invoice.date,
              issuer: invoice.seller.name,
              total: invoice.total,
              currency: invoice.currency,
              net_total: invoice.net,
              tax_total: invoice.tax,
              ...family.own?.answers?.(invoice),
            },
            lines: linesOfEu(invoice),
          });
        }
      }
      return written;
    },
  );
  return answers.map((answer) => ({
    corpus: withXml ? 'generated-eu-xml' : 'generated-eu',
    name: answer.doc,
    path: withXml ? join(dir, 'with-xml', answer.doc) : join(dir, answer.doc),
    header: answer.header,
    lines: answer.lines,
    half: halfOf(answer),
  }));
}
