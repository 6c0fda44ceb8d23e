import type { Messages } from '../en';

/** Spanish `integrations` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const integrations: Messages['integrations'] = {
  cli: {
    description: 'Google Drive: listar, importar a Archivos y subir',
    import: {
      description: 'Importar archivos del servicio a una carpeta de Archivos',
      done: 'Importados {{done}} de {{total}} archivos en {{folder}}.',
      failed: '{{name}}: {{message}}',
      folder: 'La carpeta de Archivos en la que importar',
    },
    list: {
      all: 'Todas las páginas del listado (todos los archivos), no solo la primera',
      description:
        'Listar el nivel superior (Drive: los últimos 30 archivos), una carpeta (--folder) o una búsqueda (--search)',
      folder: 'El id de una carpeta (un sitio o biblioteca de SharePoint) que listar',
      search: 'Archivos cuyo nombre contiene este texto',
    },
    search: {
      description:
        'Buscar archivos por nombre (en una biblioteca con --folder; si no, entre los sitios)',
    },
    sharepointDescription: 'SharePoint: listar, buscar, importar a Archivos y subir',
    upload: {
      description:
        'Subir un archivo de Archivos (por id), o con --results los resultados de una configuración (CSV o informe PDF), a una carpeta',
      done: 'Subido {{name}} a {{provider}}.',
      folder: 'El id de la carpeta de destino (SharePoint: biblioteca o carpeta)',
      format: 'Con --results: csv (por defecto) o pdf (el informe)',
      results: 'La configuración cuyos resultados se suben (CSV salvo --format pdf)',
    },
  },
  connect: 'Conectar',
  connected: 'Conectada como {{account}}.',
  connectedNotice: '{{provider}} está conectado.',
  description:
    'Conecte sus cuentas en la nube para importar archivos a Archivos y subir a ellas archivos y resultados.',
  disconnect: {
    button: 'Desconectar',
    confirm: 'Desconectar',
    message:
      'Folio dejará de acceder a su cuenta de {{provider}}. Los archivos ya importados se quedan en Archivos.',
    title: '¿Desconectar {{provider}}?',
  },
  disconnected: '{{provider}} está desconectado.',
  failures: {
    connect: 'No se pudo conectar la cuenta. Inténtelo de nuevo.',
    disconnect: 'No se pudo desconectar la cuenta. Inténtelo de nuevo.',
    import: 'No se pudo iniciar la importación. Inténtelo de nuevo.',
    list: 'No se pudieron listar los archivos de su cuenta en la nube. Inténtelo de nuevo.',
    load: 'No se pudieron cargar sus cuentas conectadas. Inténtelo de nuevo.',
    upload: 'Falló la subida a su cuenta en la nube. Inténtelo de nuevo.',
  },
  goToProfile: 'Ir a su perfil',
  import: {
    back: 'Volver a Archivos',
    empty: 'No hay archivos aquí.',
    folder: 'Importar en la carpeta de Archivos',
    heading: 'Importar de {{provider}}',
    more: 'Mostrar más',
    nextSteps: 'Con los archivos importados',
    noneSelected: 'Seleccione al menos un archivo para importar.',
    open: 'Abrir la carpeta {{name}}',
    openInFiles: 'Abrir la carpeta en Archivos',
    recent: 'Últimos 30 archivos',
    search: 'Buscar por nombre',
    searchButton: 'Buscar',
    select: 'Seleccionar {{name}}',
    selected_many: '{{count}} archivos seleccionados',
    selected_one: '{{count}} archivo seleccionado',
    selected_other: '{{count}} archivos seleccionados',
    start: 'Importar',
    states: {
      done: 'Importado',
      downloading: 'Descargando',
      failed: 'Falló',
      queued: 'En espera',
    },
    status: {
      done: 'Se importaron todos los archivos.',
      failed: 'No se pudo importar ningún archivo.',
      partial: 'Algunos archivos no se pudieron importar; los demás están en Archivos.',
      running: 'Importando…',
    },
    top: 'Nivel superior',
  },
  importFrom: 'Importar de {{provider}}',
  notConfigured: 'No está configurado en este servidor.',
  notConnected: 'No conectado.',
  notConnectedHint: 'Conecte primero su cuenta de {{provider}} desde su perfil.',
  providers: {
    googleDrive: 'Google Drive',
    sharepoint: 'SharePoint',
  },
  title: 'Cuentas conectadas',
  upload: {
    button: 'Subir a la nube',
    destination: 'Carpeta de destino',
    done_many: '{{count}} archivos subidos a {{provider}}.',
    done_one: '{{count}} archivo subido a {{provider}}.',
    done_other: '{{count}} archivos subidos a {{provider}}.',
    format: 'Formato',
    formats: {
      csv: 'CSV',
      pdf: 'Informe PDF',
    },
    noAccount: 'Conecte una cuenta en la nube desde su perfil para subir a ella.',
    provider: 'Servicio',
    results: 'Subir resultados a la nube',
    submit: 'Subir',
    title: 'Subir a la nube',
  },
};
