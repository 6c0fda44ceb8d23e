import type { PageText } from '@folio/documents';
import { describe, expect, it } from 'vitest';

import { headerValuesOfPage } from '../testing/header-values';
import { pageOf } from '../testing/lines';

/** A page of `[text, x, y, height]` lines (the height a line's font gives its box). */
function pageWithHeights(lines: readonly (readonly [string, number, number, number?])[]): PageText {
  const page = pageOf(lines.map(([text, x, y]) => [text, x, y] as const));
  return {
    ...page,
    lines: page.lines.map((line, index) => {
      const height = lines[index]?.[3] ?? line.box.height;
      return {
        ...line,
        box: { ...line.box, height },
        words: line.words.map((word) => ({ ...word, box: { ...word.box, height } })),
      };
    }),
  };
}

const BODY: readonly (readonly [string, number, number])[] = [
  ['Northern Engineering Ltd', 47, 136],
  ['77 Queen Street', 47, 148],
  ['EH2 4NH Edinburgh', 47, 160],
  ['Date: 17 February 2023', 362, 149],
  ['Matter: Northern Engineering Ltd v Müller Bau GmbH', 47, 229],
  ['Professional charges', 47, 256],
  ['791.50', 524, 256],
  ['Total', 330, 300],
  ['950.00', 524, 300],
];

describe("the letterhead's name, larger than the page's text (probe 5, issue 16)", () => {
  it("names the issuer over the customer's company named twice", () => {
    const page = pageWithHeights([
      ['Whitfield & Crane LLP', 47, 41, 15.6],
      ['2 Deansgate · M3 2BW Manchester · Tel. 693 982858', 47, 61, 8.9],
      ...BODY,
    ]);
    expect(headerValuesOfPage(page)['issuer']).toBe('Whitfield & Crane LLP');
  });

  it('names a person without a legal form', () => {
    const page = pageWithHeights([
      ['Rechtsanwältin Dr. Sabine Keller', 166, 36, 15.6],
      ['Hauptstraße 12 · 10115 Berlin', 166, 56, 8.9],
      ...BODY,
    ]);
    expect(headerValuesOfPage(page)['issuer']).toBe('Rechtsanwältin Dr. Sabine Keller');
  });

  it("reads a brand as the legal name that holds its word (the footer's)", () => {
    const page = pageWithHeights([
      ['nordwind', 400, 55, 24],
      ...BODY,
      ['Nordwind IT-Service GmbH', 45, 793, 7],
    ]);
    expect(headerValuesOfPage(page)['issuer']).toBe('Nordwind IT-Service GmbH');
  });

  it('says nothing when two names at the top are alike in size (two parties side by side)', () => {
    const page = pageWithHeights([
      ['Kestrel Software', 47, 41, 15.6],
      ['Harbour Print', 330, 41, 15.6],
      ...BODY,
    ]);
    expect(headerValuesOfPage(page)['issuer']).not.toBe('Kestrel Software');
  });

  it.each(['CREDIT MEMO', 'Sales Invoice', 'ANZAHLUNGSRECHNUNG', 'AVOIR'])(
    'never takes the title %s for the name',
    (title) => {
      const page = pageWithHeights([[title, 47, 41, 18], ...BODY]);
      expect(headerValuesOfPage(page)['issuer']).not.toBe(title);
    },
  );
});
