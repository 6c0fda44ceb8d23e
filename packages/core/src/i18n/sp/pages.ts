import type { Messages } from '../en';

/** Spanish `pages` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const pages: Messages['pages'] = {
  dashboard: {
    title: 'Panel',
  },
  featureBlocked: {
    description:
      'Esta función no está disponible en la versión demo. Vuelva atrás o continúe desde el panel.',
    goBack: 'Volver atrás',
    title: 'Función no disponible',
  },
  utils: {
    title: 'Utilidades',
  },
};
