import { describe, expect, it } from 'vitest';

import { headerValuesAt } from '../testing/header-values';

describe('parties of a letter and of a remittance slip (issue 16: labels of the other party)', () => {
  it('a block with an attention line is the addressee’s, the name above it too', () => {
    const fields = headerValuesAt([
      ['Boulangerie Martin SAS', 320, 110],
      ["À l'attention de Mme Chevalier", 320, 122],
      ['8 avenue Jean Jaurès', 320, 134],
      ['69007 Lyon', 320, 146],
      ['Paris, le 9 février 2023', 440, 200],
      ['Objet : facture n° FA10625', 45, 240],
      ['Total HT', 300, 400],
      ['100,00 €', 550, 400],
      ['TVA 20 %', 300, 414],
      ['20,00 €', 550, 414],
      ['Total TTC', 300, 428],
      ['120,00 €', 550, 428],
      ['Transports Moreau SA au capital de 10 000 € · 12 rue de la Paix · 75002 Paris', 45, 790],
      [
        'RCS Paris B 402 392 159 · SIRET 182 348 632 16292 · N° TVA intracom. FR57 896669202',
        45,
        800,
      ],
    ]);
    expect(fields).toMatchObject({ issuer: 'Transports Moreau SA' });
  });

  it('a remittance slip’s To: is the seller, not the buyer', () => {
    const fields = headerValuesAt([
      ['Thames Office Supplies Ltd', 48, 45],
      ['77 Queen Street · EH2 4NH Edinburgh', 48, 68],
      ['VAT Reg No: GB 514 6968 89', 48, 79],
      ['Invoice To:', 48, 132],
      ['Northern Engineering Ltd', 48, 143],
      ['Total', 300, 400],
      ['£120.00', 550, 400],
      ['REMITTANCE ADVICE', 48, 511],
      ['To:', 48, 532],
      ['Thames Office Supplies Ltd', 48, 544],
      ['From:', 48, 590],
      ['Northern Engineering Ltd', 48, 602],
    ]);
    expect(fields).toMatchObject({ issuer: 'Thames Office Supplies Ltd' });
  });
});
