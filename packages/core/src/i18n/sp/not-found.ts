import type { Messages } from '../en';

/** Spanish `notFound` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const notFound: Messages['notFound'] = {
  goHome: 'Ir a la página de inicio',
  title: 'Página no encontrada',
};
