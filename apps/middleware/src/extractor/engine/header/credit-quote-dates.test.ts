import { describe, expect, it } from 'vitest';

import { headerValuesOf as fieldsOf } from '../testing/header-values';

describe('a credit note, a deposit invoice and a block of dates (issue 16, fifteenth pass)', () => {
  it('on a credit note labelling its own facts, `Invoice Ref` / `Invoice Date` are the credited invoice’s', () => {
    for (const ownDate of ['Credit Note Date:', 'Date of Issue:']) {
      expect(
        fieldsOf([
          ['Credit Note', 45],
          ['Invoice Ref:', 340],
          ['SI-7375', 460, true],
          ['Invoice Date:', 340],
          ['26-Dec-2023', 460, true],
          ['Credit Note No:', 340],
          ['852280', 460, true],
          [ownDate, 340],
          ['11-Feb-2024', 460, true],
        ]),
      ).toMatchObject({ invoice_number: '852280', date: '2024-02-11' });
    }
  });

  it('a credit’s total under a credit label, in every sign notation', () => {
    for (const [text, value] of [
      ['-1.376,47 €', -1376.47],
      ['1.376,47- €', -1376.47],
      ['1.376,47 €', 1376.47],
    ] as const) {
      expect(
        fieldsOf([
          ['Gutschrift', 45],
          ['Summe netto', 300],
          [text.replace('1.376,47', '1.156,70'), 550, true],
          ['zzgl. USt 19%', 300],
          [text.replace('1.376,47', '219,77'), 550, true],
          ['Gutschriftsbetrag', 300],
          [text, 550, true],
        ]),
      ).toMatchObject({ total: value });
    }
    expect(
      fieldsOf([
        ['Credit Memo', 45],
        ['Subtotal', 300],
        ['(£4,112.70)', 550, true],
        ['VAT 20%', 300],
        ['(£822.54)', 550, true],
        ['Credit Total', 300],
        ['(£4,935.24)', 550, true],
      ]),
    ).toMatchObject({ total: -4935.24 });
  });

  it('a quote’s number and date, and the order’s acceptance, are another document’s', () => {
    expect(
      fieldsOf([
        ['Invoice Number:', 340],
        ['INV-26707', 460, true],
        ['Tax Date:', 340],
        ['5 April 2023', 460, true],
        ['Quote Ref:', 340],
        ['AN-2023-393', 460, true],
        ['Quote Dated:', 340],
        ['11 March 2023', 460, true],
        ['Order Accepted:', 340],
        ['16 March 2023', 460, true],
        ['Quotation total net', 300],
        ['95,997.52', 550, true],
        ['Deposit due', 300],
        ['57,598.51', 550, true],
      ]),
    ).toMatchObject({ invoice_number: 'INV-26707', date: '2023-04-05', total: 57598.51 });
  });

  it('the invoice date outranks the order, dispatch and due dates of its block', () => {
    expect(
      fieldsOf([
        ['Invoice Number:', 340],
        ['SI-9816', 460, true],
        ['Date Ordered:', 340],
        ['11-Aug-2024', 460, true],
        ['Despatch Date:', 340],
        ['17-Aug-2024', 460, true],
        ['Payment Due:', 340],
        ['22-Oct-2024', 460, true],
        ['Invoice/Tax Date:', 340],
        ['23-Aug-2024', 460, true],
      ]),
    ).toMatchObject({ date: '2024-08-23' });
  });

  it('a tax point is the invoice’s date when nothing else is, another date beside an invoice date', () => {
    const block = [
      ['Date Ordered:', 340],
      ['9 May 2023', 460, true],
      ['Tax Point:', 340],
      ['30 May 2023', 460, true],
    ] as const;
    expect(fieldsOf(block)).toMatchObject({ date: '2023-05-30' });
    expect(fieldsOf([['Invoice Date:', 340], ['2 June 2023', 460, true], ...block])).toMatchObject({
      date: '2023-06-02',
    });
  });
});
