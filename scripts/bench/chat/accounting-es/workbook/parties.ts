// The clients and suppliers of the accounting-es workbook: invented firms and people of
// Andalucía and Madrid, with NIFs that have valid check characters.
import { cif, type Day, dni, intBetween, pick } from './basics.ts';

export type ClientKind = 'Restaurante' | 'Bar' | 'Hotel' | 'Tienda' | 'Supermercado' | 'Catering';
export type Client = {
  code: string;
  name: string;
  nif: string;
  city: string;
  province: string;
  kind: ClientKind;
  payment: string;
  payDays: number;
  since: Day;
  weight: number;
};

const CLIENTS_SPEC: [string, boolean, string, string, ClientKind, number][] = [
  ['Mesón Los Arcos S.L.', true, 'Córdoba', 'Córdoba', 'Restaurante', 5],
  ['Bar Casa Paco', false, 'Córdoba', 'Córdoba', 'Bar', 4],
  ['Hotel Puerta de Almodóvar S.A.', true, 'Córdoba', 'Córdoba', 'Hotel', 3],
  ['Supermercados Guadalquivir S.L.', true, 'Sevilla', 'Sevilla', 'Supermercado', 6],
  ['Ultramarinos Hermanos Cano S.L.', true, 'Lucena', 'Córdoba', 'Tienda', 3],
  ['Catering Azahar S.L.', true, 'Dos Hermanas', 'Sevilla', 'Catering', 3],
  ['Taberna El Patio de Mariana', false, 'Córdoba', 'Córdoba', 'Bar', 3],
  ['Restaurante Mirador del Castillo S.L.', true, 'Jaén', 'Jaén', 'Restaurante', 3],
  ['Hostal Sierra Sur S.L.', true, 'Alcalá la Real', 'Jaén', 'Hotel', 2],
  ['Alimentación Rosales S.L.', true, 'Granada', 'Granada', 'Tienda', 2],
  ['Gastrobar Trece Lunas S.L.', true, 'Málaga', 'Málaga', 'Bar', 2],
  ['Hotel Costa Serena S.A.', true, 'Marbella', 'Málaga', 'Hotel', 3],
  ['Supermercados Sur Express S.L.', true, 'Málaga', 'Málaga', 'Supermercado', 4],
  ['Cafetería La Tertulia', false, 'Córdoba', 'Córdoba', 'Bar', 3],
  ['Casa Ibérica Madrid S.L.', true, 'Madrid', 'Madrid', 'Restaurante', 2],
  ['Delicatessen Castellana Gourmet S.L.', true, 'Madrid', 'Madrid', 'Tienda', 2],
  ['Catering Eventos Medina S.L.', true, 'Córdoba', 'Córdoba', 'Catering', 3],
  ['Bodega Taberna San Basilio S.L.', true, 'Córdoba', 'Córdoba', 'Bar', 3],
  ['Restaurante La Judería S.L.', true, 'Córdoba', 'Córdoba', 'Restaurante', 4],
  ['Asador Sierra Morena S.L.', true, 'Pozoblanco', 'Córdoba', 'Restaurante', 2],
  ['Freiduría Las Flores', false, 'Sevilla', 'Sevilla', 'Bar', 2],
  ['Hotel Alcázar Real S.A.', true, 'Sevilla', 'Sevilla', 'Hotel', 2],
  ['Comestibles La Plaza S.L.', true, 'Montilla', 'Córdoba', 'Tienda', 2],
  ['Restaurante Los Olivos de Baena S.L.', true, 'Baena', 'Córdoba', 'Restaurante', 2],
  ['Autoservicio El Ahorro S.L.', true, 'Linares', 'Jaén', 'Supermercado', 2],
  ['Cervecería La Alhambra', false, 'Granada', 'Granada', 'Bar', 2],
  ['Catering Nazarí S.L.', true, 'Granada', 'Granada', 'Catering', 1],
  ['Gourmet Retiro S.L.', true, 'Madrid', 'Madrid', 'Tienda', 1],
  ['Restaurante Puerto Banús Mar S.L.', true, 'Marbella', 'Málaga', 'Restaurante', 1],
  ['Hotel Rural Cazorla S.L.', true, 'Cazorla', 'Jaén', 'Hotel', 1],
];

const PAYMENTS: Record<ClientKind, [string, number][]> = {
  Restaurante: [
    ['Transferencia 30 días', 30],
    ['Recibo domiciliado', 15],
  ],
  Bar: [
    ['Contado', 0],
    ['Recibo domiciliado', 15],
  ],
  Hotel: [
    ['Transferencia 60 días', 60],
    ['Transferencia 30 días', 30],
  ],
  Tienda: [
    ['Transferencia 30 días', 30],
    ['Contado', 0],
  ],
  Supermercado: [['Transferencia 60 días', 60]],
  Catering: [
    ['Transferencia 30 días', 30],
    ['Transferencia 60 días', 60],
  ],
};

/** The clients, with random NIFs, payment terms and dates since (call once, in order). */
export function makeClients(): Client[] {
  return CLIENTS_SPEC.map(([name, company, city, province, kind, weight], i) => {
    const [payment, payDays] = pick(PAYMENTS[kind]);
    const sinceYear = i < 20 ? intBetween(2016, 2023) : pick([2023, 2024]);
    return {
      code: `C${String(i + 1).padStart(3, '0')}`,
      name,
      nif: company ? cif(name.endsWith('S.A.') ? 'A' : 'B') : dni(),
      city,
      province,
      kind,
      payment,
      payDays,
      since: { y: sinceYear, m: intBetween(1, sinceYear === 2024 ? 3 : 12), d: intBetween(1, 28) },
      weight,
    };
  });
}

// Base per invoice by kind of client, before the season.
export const TICKET: Record<ClientKind, [number, number]> = {
  Restaurante: [350, 2400],
  Bar: [120, 850],
  Hotel: [700, 3800],
  Tienda: [250, 1600],
  Supermercado: [1800, 6800],
  Catering: [600, 3400],
};

export type Category =
  | 'Compras mercaderías'
  | 'Alquiler'
  | 'Suministros'
  | 'Telefonía e internet'
  | 'Asesoría'
  | 'Transporte'
  | 'Seguros'
  | 'Combustible'
  | 'Publicidad'
  | 'Reparaciones'
  | 'Material de oficina'
  | 'Inmovilizado';

export type Supplier = { name: string; nif: string; category: Category; invoicePrefix: string };
const supplier = (name: string, category: Category, prefix: string, person = false): Supplier => ({
  name,
  nif: person ? dni() : cif(name.endsWith('S.A.') || name.endsWith('S.A.U.') ? 'A' : 'B'),
  category,
  invoicePrefix: prefix,
});
/** The suppliers, with random NIFs (call once, after the clients). */
export function makeSuppliers() {
  return {
    oil: supplier('Almazara San Isidro S.C.A.', 'Compras mercaderías', 'A-'),
    tins: supplier('Conservas del Cantábrico S.A.', 'Compras mercaderías', 'FV'),
    wine: supplier('Bodegas Montilla Sur S.L.', 'Compras mercaderías', '2024/'),
    dairy: supplier('Lácteos Valle de los Pedroches S.L.', 'Compras mercaderías', 'LP-'),
    flour: supplier('Harinas La Campiña S.L.', 'Compras mercaderías', ''),
    rent: supplier('Inmobiliaria Ribera del Guadalquivir S.L.', 'Alquiler', 'ALQ-'),
    power: supplier('Energía Guadalquivir S.A.', 'Suministros', 'EG'),
    water: supplier('Aguas de Córdoba Municipal S.A.', 'Suministros', 'AC'),
    phone: supplier('Telecom Sur Comunicaciones S.L.', 'Telefonía e internet', 'TS-'),
    advisor: supplier('Asesoría Núñez Ortega', 'Asesoría', '', true),
    transport: supplier('Transportes Hermanos Ruiz S.L.', 'Transporte', 'THR/'),
    insurance: supplier('Seguros La Mezquita S.A.', 'Seguros', 'POL-'),
    fuel: supplier('Estación de Servicio El Arcángel S.L.', 'Combustible', 'T'),
    ads: supplier('Gráficas Califa S.L.', 'Publicidad', 'GC'),
    repairs: supplier('Talleres Mecánicos Pozoblanco S.L.', 'Reparaciones', 'OR-'),
    office: supplier('Papelería Técnica Córdoba S.L.', 'Material de oficina', 'PT'),
    van: supplier('Automoción Sur Vehículos Industriales S.A.', 'Inmovilizado', 'VN-'),
  };
}
export type Suppliers = ReturnType<typeof makeSuppliers>;
