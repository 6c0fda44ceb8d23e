import type { MissionDocument } from '../mission-input';

// Realistic business documents for the missions' tests, Spanish and English, as the document
// readers give them: one text per page, lines kept.

function document(fileId: string, fileName: string, ...pages: string[]): MissionDocument {
  return { fileId, fileName, pages: pages.map((text, index) => ({ page: index + 1, text })) };
}

export const SPANISH_CONTRACT = document(
  'contract-es',
  'contrato-servicios.pdf',
  `CONTRATO DE PRESTACIÓN DE SERVICIOS

En Madrid, a 3 de marzo de 2025.

REUNIDOS

De una parte, Dña. Lucía Fernández Ortega, con DNI 12345678Z, en nombre y representación de Datalia Consultores, S.L., con CIF B12345674 y domicilio en la calle Alcalá 120, Madrid.
De otra parte, D. Jorge Martín Ruiz, con DNI 87654321X, correo electrónico jorge.martin@acmelogistica.es y teléfono 612 345 678, en nombre de Acme Logística, S.A.

Entre Datalia Consultores, S.L. y Acme Logística, S.A., en adelante las partes, se celebra el presente contrato, que se rige por las siguientes

CLÁUSULAS

PRIMERA.- OBJETO
Datalia prestará a Acme servicios de consultoría para la implantación de su sistema de gestión documental.

SEGUNDA.- DURACIÓN
El presente contrato tendrá una duración de doce (12) meses desde su firma.
Fecha de inicio: 01/04/2025
Fecha de fin: 31/03/2026

TERCERA.- PRECIO Y FORMA DE PAGO
El precio total asciende a 12.000,00 € más IVA. El plazo de pago será de 30 días desde la fecha de cada factura, mediante transferencia a la cuenta ES91 2100 0418 4502 0005 1332.

CUARTA.- CONFIDENCIALIDAD
Las partes se obligan a guardar secreto sobre toda la información confidencial que reciban durante la vigencia del contrato.`,
  `QUINTA.- PENALIZACIONES
El retraso en la entrega de los trabajos dará lugar a una penalización del 2 % del precio por cada semana de retraso.

SEXTA.- RESPONSABILIDAD
El prestador responderá de los daños causados sin límite alguno cuando medie dolo o culpa grave.

SÉPTIMA.- RENOVACIÓN
A su vencimiento, el contrato se prorrogará tácitamente por periodos anuales, con renovación automática salvo preaviso de 30 días.

OCTAVA.- PROTECCIÓN DE DATOS
Las partes cumplirán el RGPD y la LOPDGDD en el tratamiento de los datos personales.

NOVENA.- JURISDICCIÓN
Para cualquier controversia, las partes se someten a los Juzgados y Tribunales de Madrid, con renuncia a cualquier otro fuero.

ANEXO I
La duración del contrato será de veinticuatro (24) meses.

Y en prueba de conformidad, firman el presente documento por duplicado.`,
);

export const ENGLISH_CONTRACT = document(
  'contract-en',
  'services-agreement.pdf',
  `SERVICES AGREEMENT

This Services Agreement is made between Northwind Traders Ltd and Contoso Analytics Ltd (hereinafter "the Parties").

WHEREAS the Client wishes to engage the Supplier to provide data analytics services;

1. Term
This Agreement runs from March 1, 2025 to February 28, 2025 and shall automatically renew for successive periods of one year.

2. Fees and Payment
The Client shall pay the fees within 30 days of each invoice. Late payment interest accrues at 8% per year.

3. Confidentiality
Each party shall keep the other party's confidential information secret.

4. Limitation of Liability
The Supplier shall indemnify and hold harmless the Client against all claims, and its liability shall be uncapped.

5. Governing Law
This Agreement is governed by the laws of England and Wales and the courts of London have exclusive jurisdiction.

IN WITNESS WHEREOF the Parties have signed this Agreement.`,
);

export const SPANISH_INVOICE = document(
  'invoice-a',
  'factura-2025-014.pdf',
  `FACTURA
Nº de factura: 2025-014
Fecha: 15/03/2025
Fecha de vencimiento: 14/04/2025
Datalia Consultores, S.L. - CIF B12345674
Cliente: Acme Logística, S.A. - CIF A87654321

Concepto                              Cantidad   Precio     Importe
Consultoría gestión documental        10         80,00      800,00
Licencia anual de software            1          200,00     200,00
Base imponible                                              1.000,00
IVA 21%                                                     210,00
Total factura                                               1.210,00 €`,
);

export const SPANISH_INVOICE_COPY = document(
  'invoice-b',
  'factura-2025-014-copia.pdf',
  `FACTURA (COPIA)
Nº de factura: 2025-014
Fecha: 15/03/2025
Fecha de vencimiento: 15/05/2025
Datalia Consultores, S.L. - CIF B12345674

Concepto                              Cantidad   Precio     Importe
Consultoría gestión documental        10         80,00      800,00
Licencia anual de software            1          200,00     200,00
Base imponible                                              1.000,00
IVA 21%                                                     210,00
Total factura                                               1.201,00 €`,
);

export const ENGLISH_INVOICE = document(
  'invoice-en',
  'invoice-INV-0087.pdf',
  `INVOICE
Invoice number: INV-0087
Invoice date: March 3, 2025
Due date: April 2, 2025
Bill to: Northwind Traders Ltd, VAT No GB123456789

Description                Qty    Unit price    Amount
Dashboard design           1      1,200.00      1,200.00
Hosting (12 months)        1      300.00        300.00
Subtotal                                        1,600.00
VAT 20%                                         320.00
Total                                           1,920.00`,
);

export const SPANISH_PAYSLIP = document(
  'payslip',
  'nomina-marzo-2025.pdf',
  `RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS
Empresa: Datalia Consultores, S.L.   CIF: B12345674
Trabajador: Ana López García   DNI: 11111111H   Nº afiliación Seguridad Social: 28/12345678/90
Categoría profesional: Analista   Periodo de liquidación: del 01/03/2025 al 31/03/2025

I. DEVENGOS
Salario base                                   1.800,00
Plus convenio                                    200,00
Total devengado                                2.000,00

II. DEDUCCIONES
Contingencias comunes 4,70 %                      94,00
Desempleo 1,55 %                                  31,00
IRPF 9,25 %                                      185,00
Total deducciones                                310,00

Líquido a percibir                             1.690,00`,
);

export const SPANISH_CV = document(
  'cv',
  'cv-marta-sanchez.pdf',
  `CURRICULUM VITAE
Marta Sánchez Ruiz
marta.sanchez@correo.es · 654 321 987 · Valencia

PERFIL PROFESIONAL
Ingeniera informática con ocho años de experiencia en análisis de datos.

EXPERIENCIA PROFESIONAL
2022 - actualidad   Analista de datos sénior, Datalia Consultores
2017 - 2022         Analista de datos, Banco Levante

FORMACIÓN ACADÉMICA
2012 - 2017   Grado en Ingeniería Informática, Universitat Politècnica de València

IDIOMAS
Inglés (C1), Valenciano (nativo)

HABILIDADES
SQL, Python, Power BI`,
);

export const ENGLISH_LETTER = document(
  'letter',
  'letter-to-supplier.docx',
  `Northwind Traders Ltd
12 King Street, Leeds

Dear Mr Patel,

I am writing to confirm that we will not renew our cleaning services contract when it ends next month. Please send the final invoice to our accounts department.

Thank you for your work over the past three years.

Yours sincerely,

Emma Clarke
Operations Manager`,
);

export const SPANISH_DELIVERY_NOTE = document(
  'delivery',
  'albaran-5531.pdf',
  `ALBARÁN DE ENTREGA Nº 5531
Fecha: 12/03/2025
Dirección de entrega: Polígono Industrial Norte, nave 4, Zaragoza
Transportista: Transportes Ebro

Referencia   Descripción                 Unidades   Bultos
A-100        Estanterías metálicas       20         4
A-220        Tornillería (caja)          10         1

Mercancía recibida conforme.
Recibido por: ______________`,
);
