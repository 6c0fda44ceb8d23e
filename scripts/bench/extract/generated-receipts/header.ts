// The top of a receipt: the shop's name (in a logo face, in bold or plain), the company with its
// number when the name is a trade name, the branch, the address, the phone and the tax
// registration, then the receipt's title.
import type { Random } from '../generated-es/random.ts';
import type { Shop } from './model.ts';
import type { Tape } from './tape.ts';

/** How the tax registration is labelled (GST until 2018, SST after) or left out. */
export type Registration = 'GST' | 'SST' | 'none';

/** Prints the shop's block and the title (`TAX INVOICE`, `RECEIPT`, ...; none when empty). */
export function printShopHeader(
  tape: Tape,
  shop: Shop,
  random: Random,
  registration: Registration,
  title: string,
): void {
  const style = random.pick(['logo', 'logo', 'bold', 'plain'] as const);
  if (style === 'logo') {
    tape.center(shop.name, {
      face: random.pick(['logoSans', 'logoSerif'] as const),
      size: random.int(13, 17),
    });
    tape.skip(0.3);
  } else {
    tape.center(shop.name, { bold: style === 'bold' });
  }
  const companyNo = random.pick([
    `(${shop.companyNo})`,
    `(Co. No. ${shop.companyNo})`,
    `CO.REG: ${shop.companyNo}`,
  ]);
  if (shop.name !== shop.company) {
    tape.center(`${shop.company} ${companyNo}`);
  } else {
    tape.center(companyNo);
  }
  if (shop.branch !== undefined) {
    tape.center(shop.branch);
  }
  for (const line of shop.address) {
    tape.center(line);
  }
  tape.center(
    random.chance(0.5)
      ? shop.phone
      : `${shop.phone}  FAX: 03-${random.int(2000, 9999)} ${random.int(1000, 9999)}`,
  );
  if (registration === 'GST') {
    tape.center(
      `${random.pick(['GST REG NO', 'GST ID No', 'GST No', 'GST REG. NO.'])}: ${shop.gstNo}`,
    );
  } else if (registration === 'SST') {
    tape.center(`${random.pick(['SST ID', 'SST REG NO', 'SST No'])}: ${shop.sstNo}`);
  }
  if (title !== '') {
    tape.skip(0.5);
    tape.center(title, { bold: true });
  }
  tape.skip(0.5);
}
