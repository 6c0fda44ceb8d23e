// The pieces both generations of UN/CEFACT Cross Industry Invoice share (ZUGFeRD 1.0 and 2.x):
// dates, amounts, parties, VAT categories, header taxes, document-level allowances and charges.
import type { AllowanceCharge, EuParty, EuTax } from './model.ts';
import { decimal, element, leaf } from './xml-text.ts';

export const ymd = (date: string): string => date.replaceAll('-', '');
export const dateTime = (name: string, date: string): string =>
  element(name, {}, leaf('udt:DateTimeString', ymd(date), { format: '102' }));
export const amount = (name: string, value: number, currency?: string): string =>
  leaf(name, decimal(value), currency === undefined ? {} : { currencyID: currency });
export const category = (rate: number): string => (rate === 0 ? 'E' : 'S');
export const EXEMPTION = 'Kein Ausweis von Umsatzsteuer, da Kleinunternehmer gemäß § 19 UStG';

export function party(name: string, party: EuParty, isMinimum: boolean, isSeller: boolean): string {
  const registrations = [
    party.vatId === undefined
      ? undefined
      : element(
          'ram:SpecifiedTaxRegistration',
          {},
          leaf('ram:ID', party.vatId.replaceAll(' ', ''), { schemeID: 'VA' }),
        ),
    party.taxNumber === undefined || !isSeller || party.country !== 'DE'
      ? undefined
      : element(
          'ram:SpecifiedTaxRegistration',
          {},
          leaf('ram:ID', party.taxNumber, { schemeID: 'FC' }),
        ),
  ];
  const siren =
    party.country === 'FR' && party.taxNumber !== undefined
      ? element(
          'ram:SpecifiedLegalOrganization',
          {},
          leaf('ram:ID', party.taxNumber.replaceAll(' ', '').slice(0, 9), { schemeID: '0002' }),
        )
      : undefined;
  const address = isMinimum
    ? element('ram:PostalTradeAddress', {}, leaf('ram:CountryID', party.country))
    : element(
        'ram:PostalTradeAddress',
        {},
        leaf('ram:PostcodeCode', party.postcode),
        leaf('ram:LineOne', party.street),
        leaf('ram:CityName', party.city),
        leaf('ram:CountryID', party.country),
      );
  return element(
    name,
    {},
    leaf('ram:Name', party.name),
    siren,
    address,
    ...(isMinimum && !isSeller ? [] : registrations),
  );
}

/** How a generation writes a rate and amounts: 2.x `RateApplicablePercent`, 1.0
 * `ApplicablePercent` with a `currencyID` on every amount. */
export type Generation = {
  percent: 'ram:RateApplicablePercent' | 'ram:ApplicablePercent';
  currency?: string;
};

/** A VAT category under `name`: type, category code, rate. */
export function vatCategory(name: string, rate: number, generation: Generation): string {
  return element(
    name,
    {},
    leaf('ram:TypeCode', 'VAT'),
    leaf('ram:CategoryCode', category(rate)),
    leaf(generation.percent, decimal(rate)),
  );
}

/** One rate's header tax (BG-23): amount, exemption reason at 0 %, base, category, rate. */
export function headerTax(tax: EuTax, generation: Generation): string {
  return element(
    'ram:ApplicableTradeTax',
    {},
    amount('ram:CalculatedAmount', tax.amount, generation.currency),
    leaf('ram:TypeCode', 'VAT'),
    tax.rate === 0 ? leaf('ram:ExemptionReason', EXEMPTION) : undefined,
    amount('ram:BasisAmount', tax.base, generation.currency),
    leaf('ram:CategoryCode', category(tax.rate)),
    leaf(generation.percent, decimal(tax.rate)),
  );
}

/** A document-level allowance or charge (BG-20, BG-21). */
export function allowanceCharge(entry: AllowanceCharge, generation: Generation): string {
  return element(
    'ram:SpecifiedTradeAllowanceCharge',
    {},
    element('ram:ChargeIndicator', {}, leaf('udt:Indicator', entry.isCharge ? 'true' : 'false')),
    amount('ram:ActualAmount', entry.amount, generation.currency),
    leaf('ram:Reason', entry.isCharge ? 'Fracht' : `Rabatt ${entry.reason}`),
    vatCategory('ram:CategoryTradeTax', entry.rate, generation),
  );
}
