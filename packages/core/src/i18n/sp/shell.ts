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
