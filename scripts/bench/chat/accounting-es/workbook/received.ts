// The invoices received (purchases and expenses) of the accounting-es workbook.
import {
  addDays,
  between,
  cents,
  chance,
  CUTOFF,
  type Day,
  dayNumber,
  daysInMonth,
  intBetween,
  isAfter,
  monthName,
  PERIOD,
  pick,
  SEASON,
} from './basics.ts';
import type { Supplier, Suppliers } from './parties.ts';

export type Received = {
  date: Day;
  supplier: Supplier;
  supplierNumber: string | number;
  concept: string;
  base: number;
  rate: number;
  vat: number;
  withholding: number;
  total: number;
  paid: boolean;
};

function supplierNumber(
  supplierCounters: Map<string, number>,
  who: Supplier,
  y: number,
): string | number {
  const next = (supplierCounters.get(who.name) ?? intBetween(10, 300)) + intBetween(1, 40);
  supplierCounters.set(who.name, next);
  if (who.invoicePrefix === '') {
    return next + (y - 2000) * 10_000;
  }
  return who.invoicePrefix === '2024/'
    ? `${String(y)}/${String(next)}`
    : `${who.invoicePrefix}${String(y).slice(2)}${String(next).padStart(4, '0')}`;
}

/**
 * The purchases and expenses register: rent, power, water, phone, the advisor every month, 3 to 5
 * purchases of goods, transport, fuel, insurance each quarter, now and then advertising, repairs
 * and office supplies, and a van bought in October 2024; paid unless received in the last month.
 */
export function makeReceived(suppliers: Suppliers): Received[] {
  const received: Received[] = [];
  const supplierCounters = new Map<string, number>();
  function receive(
    date: Day,
    who: Supplier,
    concept: string,
    base: number,
    rate: number,
    withholdingRate = 0,
  ) {
    const rounded = cents(base);
    const vat = cents((rounded * rate) / 100);
    const withholding = cents((rounded * withholdingRate) / 100);
    received.push({
      date,
      supplier: who,
      supplierNumber: supplierNumber(supplierCounters, who, date.y),
      concept,
      base: rounded,
      rate,
      vat,
      withholding,
      total: cents(rounded + vat - withholding),
      paid: !isAfter(addDays(date, 30), CUTOFF) && !chance(0.03),
    });
  }

  const goods: [Supplier, string, number, [number, number]][] = [
    [suppliers.oil, 'Aceite de oliva virgen extra garrafas 5 L', 10, [1400, 5200]],
    [suppliers.tins, 'Conservas de pescado surtidas', 10, [700, 2600]],
    [suppliers.wine, 'Vino fino y amontillado Montilla-Moriles', 21, [600, 2400]],
    [suppliers.dairy, 'Leche y quesos de los Pedroches', 4, [400, 1500]],
    [suppliers.flour, 'Harina y pan de horno', 4, [300, 1100]],
  ];

  for (const { y, m } of PERIOD) {
    const last = daysInMonth(y, m);
    const month = `${monthName(m)} ${String(y)}`;
    receive(
      { y, m, d: 1 },
      suppliers.rent,
      `Alquiler nave Polígono Las Quemadas ${month}`,
      1450,
      21,
      19,
    );
    receive(
      { y, m, d: intBetween(3, 9) },
      suppliers.power,
      `Electricidad nave y cámara frigorífica ${month}`,
      between(260, 520) * (m >= 6 && m <= 9 ? 1.35 : 1),
      21,
    );
    if (m % 2 === 0) {
      receive(
        { y, m, d: intBetween(10, 15) },
        suppliers.water,
        'Agua y alcantarillado bimestral',
        between(60, 95),
        10,
      );
    }
    receive(
      { y, m, d: intBetween(2, 6) },
      suppliers.phone,
      `Fibra y móviles ${month}`,
      between(88, 112),
      21,
    );
    receive(
      { y, m, d: last },
      suppliers.advisor,
      `Honorarios asesoría contable y laboral ${month}`,
      280,
      21,
      15,
    );
    const purchases = intBetween(3, 5);
    for (let index = 0; index < purchases; index++) {
      const [who, concept, rate, [low, high]] = pick(goods);
      receive(
        { y, m, d: intBetween(1, last) },
        who,
        concept,
        between(low, high) * (SEASON[m - 1] ?? 1),
        rate,
      );
    }
    for (let trips = intBetween(0, 2); trips > 0; trips--) {
      receive(
        { y, m, d: intBetween(1, last) },
        suppliers.transport,
        'Portes refrigerados a Málaga y Madrid',
        between(180, 640),
        21,
      );
    }
    for (let fills = intBetween(1, 2); fills > 0; fills--) {
      receive(
        { y, m, d: intBetween(1, last) },
        suppliers.fuel,
        'Gasóleo furgonetas de reparto',
        between(140, 330),
        21,
      );
    }
    if (m % 3 === 1) {
      receive(
        { y, m, d: intBetween(5, 12) },
        suppliers.insurance,
        'Póliza multirriesgo y flota, recibo trimestral',
        between(610, 680),
        0,
      );
    }
    if (chance(0.3)) {
      receive(
        { y, m, d: intBetween(1, last) },
        suppliers.ads,
        pick([
          'Folletos y catálogo de productos',
          'Rotulación furgoneta',
          'Anuncio revista de hostelería',
        ]),
        between(150, 900),
        21,
      );
    }
    if (chance(0.3)) {
      receive(
        { y, m, d: intBetween(1, last) },
        suppliers.repairs,
        pick([
          'Revisión y frenos furgoneta',
          'Reparación cámara frigorífica',
          'Cambio de neumáticos',
        ]),
        between(120, 1100),
        21,
      );
    }
    if (chance(0.35)) {
      receive(
        { y, m, d: intBetween(1, last) },
        suppliers.office,
        pick(['Tóner y papel', 'Material de oficina', 'Archivadores y etiquetas']),
        between(35, 160),
        21,
      );
    }
    if (y === 2024 && m === 10) {
      receive(
        { y, m, d: 14 },
        suppliers.van,
        'Furgoneta isotermo Renault Master (inmovilizado)',
        27950,
        21,
      );
    }
  }
  received.sort((a, b) => dayNumber(a.date) - dayNumber(b.date));
  return received;
}
