import type { Messages } from '../en';

/** Spanish `dashboard` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const dashboard: Messages['dashboard'] = {
  accuracy: {
    detail_many:
      '{{corrected}} de {{fields}} campos corregidos a mano en {{count}} documentos que verificó',
    detail_one:
      '{{corrected}} de {{fields}} campos corregidos a mano en {{count}} documento que verificó',
    detail_other:
      '{{corrected}} de {{fields}} campos corregidos a mano en {{count}} documentos que verificó',
    link: 'Ver los resultados',
    none: 'No verificó ningún documento en este periodo.',
    title: 'Precisión de la extracción',
  },
  balance: {
    detail:
      'Gastadas en este periodo: {{extraction}} en extracción, {{chatbot}} en entrenar el chatbot',
    link: 'Ver el historial del saldo',
    title: 'Páginas disponibles',
  },
  chart: {
    description:
      'Documentos procesados por estado, preguntas hechas y utilidades usadas, por {{step}}, {{period}}',
    failed: 'Fallidos',
    missingRows: 'Faltan filas',
    notVerified: 'No verificados',
    pages: 'Páginas',
    questions: 'Preguntas hechas',
    requiresVerification: 'Requieren verificación',
    steps: {
      day: 'día',
      hour: 'hora',
      month: 'mes',
    },
    title: 'Actividad',
    utilityUses: 'Utilidades usadas',
    verified: 'Verificados',
    when: 'Cuándo',
  },
  chatbot: {
    detail:
      'En este periodo: conversaciones iniciadas {{conversations}} · preguntas hechas {{questions}}. Conversaciones en total: {{total}}',
    link: 'Abrir el chatbot',
    title: 'Temas del chatbot',
  },
  documents: {
    detail: 'Páginas leídas: {{pages}} · fallidos: {{failed}} · en curso: {{inProgress}}',
    link: 'Ver los resultados',
    title: 'Documentos procesados',
  },
  error: {
    retry: 'Reintentar',
    title: 'No se pudo cargar el panel.',
  },
  files: {
    detail_many: '{{count}} archivos subidos en este periodo ({{size}})',
    detail_one: '{{count}} archivo subido en este periodo ({{size}})',
    detail_other: '{{count}} archivos subidos en este periodo ({{size}})',
    link: 'Abrir Archivos',
    title: 'Archivos guardados',
    used: '{{size}} usados',
  },
  firstSteps: {
    chat: {
      description: 'Cree un tema con sus documentos y hágale preguntas.',
      link: 'Crear un tema del chatbot',
      title: 'Converse con sus documentos',
    },
    configure: {
      description: 'Indique qué campos leer de sus facturas y ejecútela sobre un ZIP de ellas.',
      link: 'Configurar una extracción',
      title: 'Configure una extracción',
    },
    intro:
      'Sus cifras aparecerán aquí a medida que trabaje. Tres pasos para empezar, en cualquier orden:',
    title: 'Bienvenido a Folio',
    upload: {
      description: 'Traiga sus documentos a Archivos: PDF, documentos de oficina, imágenes.',
      link: 'Subir archivos',
      title: 'Suba sus archivos',
    },
  },
  loading: 'Cargando el panel…',
  period: {
    label: 'Periodo',
    month: 'Mes',
    next: {
      month: 'Mes siguiente',
      today: 'Día siguiente',
      week: 'Semana siguiente',
      year: 'Año siguiente',
    },
    previous: {
      month: 'Mes anterior',
      today: 'Día anterior',
      week: 'Semana anterior',
      year: 'Año anterior',
    },
    today: 'Hoy',
    week: 'Semana',
    year: 'Año',
  },
  runs: {
    corrected_many: '{{count}} campos corregidos a mano',
    corrected_one: '{{count}} campo corregido a mano',
    corrected_other: '{{count}} campos corregidos a mano',
    detail: 'Terminadas: {{succeeded}} · fallidas: {{failed}} · en cola o en curso: {{active}}',
    documents_many: '{{count}} documentos; verificados por usted: {{verified}}',
    documents_one: '{{count}} documento; verificados por usted: {{verified}}',
    documents_other: '{{count}} documentos; verificados por usted: {{verified}}',
    link: 'Abrir el extractor',
    none: 'No se ejecutó ninguna extracción en este periodo.',
    recent: 'Últimas ejecuciones',
    resultsOf: 'Resultados de {{name}}',
    status: {
      cancelled: 'Cancelada',
      failed: 'Fallida',
      queued: 'En cola',
      running: 'En curso',
      succeeded: 'Terminada',
    },
    title: 'Ejecuciones de extracción',
  },
  states: {
    link: 'Ver los resultados',
    missingRows: 'Faltan filas',
    notVerified: 'No verificados',
    requiresVerification: 'Requieren verificación',
    title: 'Estados de extracción',
    verified: 'Verificados',
  },
  summary: 'Cifras de {{period}}',
  title: 'Panel',
  utilities: {
    detail: 'Archivos: {{files}} · páginas de PDF leídas: {{pages}}',
    link: 'Abrir las utilidades',
    mostUsed: 'La más usada: {{tool}} ({{uses}})',
    title: 'Utilidades usadas',
    tools: {
      combinePdfs: 'Combinar PDF',
      convertToPdf: 'Convertir a PDF',
      getImage: 'Imagen de un archivo guardado',
      htmlToPdf: 'HTML a PDF',
      imagesToPdf: 'Imágenes a PDF',
      pdfPageToImage: 'Página de PDF a imagen',
      pdfToImages: 'PDF a imágenes',
      pdfsToZip: 'PDF a ZIP',
      splitDocx: 'Dividir Word',
      splitPdf: 'Dividir PDF',
      splitXlsx: 'Dividir Excel',
    },
  },
};
