import type { ColumnType, SchemaTable, TableColumn, TopicSchema } from '../tables/table-types';

// Small hand-made schemas for the engine's tests: a Spanish ledger and an English shop.

function column(name: string, type: ColumnType, values: string[] = [], header = name): TableColumn {
  return {
    name,
    header,
    type,
    samples: values.slice(0, 3),
    values,
    maxDuplicates: values.length > 0 ? 3 : 1,
  };
}

function table(name: string, columns: TableColumn[], rowCount = 20): SchemaTable {
  return { name, title: `libro.xlsx · ${name}`, columns, rowCount };
}

const CLIENTES = ['Aceites del Sur', 'Bodegas Rioja', 'Cafés Málaga'];
const PROVEEDORES = ['Papelería Centro', 'Eléctrica Norte', 'Transportes Ruiz'];

/** A Spanish accounting workbook: invoices issued and received, and the journal. */
export const LEDGER: TopicSchema = {
  tables: [
    table('facturas_emitidas', [
      column('n_factura', 'text', [], 'Nº factura'),
      column('fecha', 'date', [], 'Fecha'),
      column('cliente', 'text', CLIENTES, 'Cliente'),
      column('base_imponible', 'decimal', [], 'Base imponible'),
      column('iva', 'decimal', [], 'IVA'),
      column('total', 'decimal', [], 'Total'),
      column('estado', 'text', ['Cobrada', 'Pendiente'], 'Estado'),
    ]),
    table('facturas_recibidas', [
      column('n_factura', 'text', [], 'Nº factura'),
      column('fecha', 'date', [], 'Fecha'),
      column('proveedor', 'text', PROVEEDORES, 'Proveedor'),
      column(
        'categoria',
        'text',
        ['Suministros', 'Material de oficina', 'Transporte'],
        'Categoría',
      ),
      column('base_imponible', 'decimal', [], 'Base imponible'),
      column('iva', 'decimal', [], 'IVA'),
      column('total', 'decimal', [], 'Total'),
    ]),
    table('libro_diario', [
      column('asiento', 'integer', [], 'Asiento'),
      column('fecha', 'date', [], 'Fecha'),
      column(
        'cuenta',
        'text',
        ['430 Clientes', '400 Proveedores', '572 Bancos', '700 Ventas'],
        'Cuenta',
      ),
      column('concepto', 'text', [], 'Concepto'),
      column('debe', 'decimal', [], 'Debe'),
      column('haber', 'decimal', [], 'Haber'),
    ]),
  ],
};

/** An English shop: customers and their orders, linked by customer_id. */
export const SHOP: TopicSchema = {
  tables: [
    table('customers', [
      column('id', 'integer'),
      column('name', 'text', ['Acme Ltd', 'Globex', 'Initech']),
      column('country', 'text', ['Spain', 'France', 'United Kingdom']),
    ]),
    table('orders', [
      column('order_id', 'integer'),
      column('customer_id', 'integer'),
      column('order_date', 'date', [], 'Order date'),
      column('product', 'text', ['Laptop', 'Phone', 'Desk']),
      column('quantity', 'integer'),
      column('amount', 'decimal'),
    ]),
  ],
};

/** Quarterly VAT with the quarter as text, and clients with a yes/no column. */
export const VAT_BOOK: TopicSchema = {
  tables: [
    table('iva_trimestral', [
      column('ejercicio', 'integer', [], 'Ejercicio'),
      column('trimestre', 'text', ['1T', '2T', '3T', '4T'], 'Trimestre'),
      column('iva_repercutido', 'decimal', [], 'IVA repercutido'),
      column('iva_soportado', 'decimal', [], 'IVA soportado'),
    ]),
    table('clientes', [
      column('razon_social', 'text', [], 'Razón social'),
      column(
        'forma_de_pago',
        'text',
        ['Transferencia 30 días', 'Transferencia 60 días', 'Contado'],
        'Forma de pago',
      ),
      column('al_corriente', 'text', ['Sí', 'No'], 'Al corriente'),
    ]),
  ],
};

/** Staff and departments, linked by department_id: a schema none of the rules was written for. */
export const STAFF: TopicSchema = {
  tables: [
    table('employees', [
      column('employee_id', 'integer'),
      column('full_name', 'text'),
      column('department_id', 'integer'),
      column('hire_date', 'date'),
      column('salary', 'decimal'),
      column('job_title', 'text', ['Engineer', 'Manager', 'Analyst']),
    ]),
    table('departments', [
      column('id', 'integer'),
      column('department_name', 'text', ['Sales', 'Engineering', 'Finance']),
      column('location', 'text', ['Madrid', 'London']),
    ]),
  ],
};

/** One sheet of sales, named after them: "ventas" names the table and its amount. */
export const SALES_SHEET: TopicSchema = {
  tables: [
    table('ventas_2024', [
      column('fecha', 'date', [], 'Fecha'),
      column('region', 'text', ['Norte', 'Sur'], 'Región'),
      column('producto', 'text', ['Sillas', 'Mesas'], 'Producto'),
      column('unidades', 'integer', [], 'Unidades'),
      column('importe', 'decimal', [], 'Importe (€)'),
    ]),
  ],
};
