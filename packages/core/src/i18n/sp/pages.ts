import type { Messages } from '../en';

/** Spanish `pages` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const pages: Messages['pages'] = {
  dashboard: {
    description:
      'Aquí verá un resumen de su actividad: documentos procesados, extracciones, conversaciones y archivos, por día, semana, mes o año.',
    title: 'Panel',
  },
  featureBlocked: {
    description:
      'Esta función no está disponible en la versión demo. Vuelva atrás o continúe desde el panel.',
    goBack: 'Volver atrás',
    title: 'Función no disponible',
  },
  profile: {
    description: 'Aquí estarán los datos de su cuenta y su imagen de perfil.',
    title: 'Perfil',
  },
  utils: {
    description:
      'Aquí estarán las utilidades de documentos: PDF a ZIP, imágenes a PDF, dividir y combinar PDF, dividir archivos de Word y Excel, y conversiones a PDF.',
    title: 'Utilidades',
  },
};
