import type { Messages } from '../en';

/** Spanish `maintenance` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const maintenance: Messages['maintenance'] = {
  description1:
    'Folio no está disponible temporalmente mientras realizamos tareas de mantenimiento.',
  description2:
    'Esta página comprueba el servicio periódicamente y volverá a mostrar la aplicación en cuanto esté disponible.',
  description3: 'Si el problema continúa, contacte con el equipo de soporte.',
  title: 'Estamos en mantenimiento',
};
