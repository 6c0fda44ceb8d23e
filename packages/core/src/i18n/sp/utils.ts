import type { Messages } from '../en';

/** Spanish `utils` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const utils: Messages['utils'] = {
  chooseFiles: 'Elegir archivos',
  combine: {
    description: 'Combina varios PDF en uno, en el orden de la lista.',
    run: 'Combinar',
    title: 'Combinar PDF',
  },
  convertToPdf: {
    description:
      'Convierte documentos de oficina, imágenes, texto y HTML a PDF: un PDF, o un ZIP de PDF si eliges varios archivos.',
    run: 'Convertir',
    title: 'Convertir a PDF',
  },
  dropHint: 'Arrastra y suelta los archivos aquí, o elígelos',
  files: 'Archivos',
  htmlToPdf: {
    description: 'Imprime HTML en PDF: escríbelo, o elige un archivo .html para empezar.',
    editor: 'HTML',
    landscape: 'Horizontal',
    needsHtml: 'Escribe algo de HTML o elige un archivo .html.',
    pageSize: 'Tamaño de página',
    pageSizeA4: 'A4',
    pageSizeLetter: 'Carta',
    placeholder: '<h1>Título</h1><p>Texto</p>',
    preview: 'Vista previa',
    run: 'Crear PDF',
    title: 'HTML a PDF',
    tooLong: 'El HTML supera los {{max}} MB: acórtalo.',
  },
  images: {
    description:
      'Crea un PDF con imágenes JPEG, PNG, WebP o TIFF, una página por imagen (cada página de un TIFF de varias páginas), en el orden de la lista.',
    pageSize: 'Tamaño de página',
    pageSizeA4: 'A4',
    pageSizeFit: 'Ajustar a la imagen',
    run: 'Crear PDF',
    title: 'Imágenes a PDF',
  },
  moveDown: 'Bajar {{name}}',
  moveUp: 'Subir {{name}}',
  noFiles: 'Aún no hay archivos',
  pdfToImages: {
    description: 'Convierte las páginas de un PDF en imágenes JPEG, en un ZIP.',
    dpi: 'Resolución (ppp)',
    dpiHelp: 'De {{min}} a {{max}}: 150 para la pantalla, 300 para imprimir.',
    dpiInvalid: 'Escribe un número entero de {{min}} a {{max}}',
    ranges: 'Páginas',
    rangesHelp: 'Por ejemplo 1-3,5,8- (8- llega hasta la última página). Vacío: todas las páginas.',
    rangesInvalid: 'Escribe rangos de páginas como 1-3,5,8-',
    run: 'Crear imágenes',
    title: 'PDF a imágenes',
  },
  pdfsToZip: {
    description: 'Reúne varios PDF en un único archivo ZIP.',
    run: 'Crear ZIP',
    title: 'PDF a ZIP',
  },
  remove: 'Quitar {{name}}',
  running: 'Procesando…',
  split: {
    description: 'Divide un PDF en un PDF por página, o uno por rango, en un ZIP.',
    ranges: 'Rangos de páginas',
    rangesHelp: 'Por ejemplo 1-3,5,8- (8- llega hasta la última página). Vacío: un PDF por página.',
    rangesInvalid: 'Escribe rangos de páginas como 1-3,5,8-',
    run: 'Dividir',
    title: 'Dividir PDF',
  },
  splitDocx: {
    description:
      'Divide un documento de Word (DOCX) en sus saltos de página y de sección: un documento por parte, en un ZIP.',
    run: 'Dividir',
    title: 'Dividir Word',
  },
  splitXlsx: {
    description: 'Divide un libro de Excel (XLSX) en un libro por hoja, en un ZIP.',
    run: 'Dividir',
    title: 'Dividir Excel',
  },
  wrongType: 'Se dejaron fuera algunos archivos: esta utilidad no acepta su tipo',
};
