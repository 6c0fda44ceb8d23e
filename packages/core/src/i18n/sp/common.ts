import type { Messages } from '../en';

/** Spanish `common` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const common: Messages['common'] = {
  appName: 'Folio',
  back: 'Volver',
  cancel: 'Cancelar',
  check: 'Verificar',
  close: 'Cerrar',
  delete: 'Eliminar',
  download: 'Descargar',
  edit: 'Editar',
  goToDashboard: 'Ir al panel',
  language: 'Idioma',
  languages: {
    en: 'Inglés',
    sp: 'Español',
  },
  loading: 'Cargando...',
  no: 'No',
  retry: 'Reintentar',
  save: 'Guardar',
  skipToContent: 'Saltar al contenido',
  tableRegion: 'Tabla: {{name}}',
  upload: 'Subir',
  yes: 'Sí',
};
