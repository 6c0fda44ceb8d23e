import type { Messages } from '../en';

/** Spanish `shell` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const shell: Messages['shell'] = {
  chatbot: 'Chatbot',
  contact: 'Contacto',
  contactCopied: 'Dirección de correo copiada al portapapeles',
  dashboard: 'Panel',
  dataIntegration: 'Integración de datos',
  dataProtection: 'Protección de datos',
  extractor: 'Extractor',
  files: 'Archivos',
  home: 'Inicio de Folio',
  logout: 'Cerrar sesión',
  mainNavigation: 'Navegación principal',
  manual: {
    chatbot: 'Chatbot: cree un tema a partir de sus archivos y haga preguntas sobre ellos.',
    extractor:
      'Extractor: cree una configuración para un tipo de documento, ejecútela sobre un ZIP de PDF y verifique los resultados.',
    files: 'Archivos: guarde sus documentos en carpetas, búsquelos y descárguelos.',
    intro:
      'Folio extrae datos de sus documentos, responde preguntas sobre ellos y los mantiene en orden.',
    utils: 'Utilidades: divida, combine y convierta archivos PDF, Word, Excel e imágenes.',
    website: 'Más en el sitio web',
  },
  messaging: 'Escríbanos',
  productWebsite: 'Sitio web del producto',
  profile: 'Perfil',
  sidebar: 'Menú lateral',
  support: 'Soporte',
  toggleSidebar: 'Mostrar u ocultar el menú',
  useCases: 'Casos de uso',
  usefulLinks: 'Enlaces útiles',
  userManual: 'Manual de usuario',
  userMenu: 'Menú de usuario',
  utilities: 'Utilidades',
};
