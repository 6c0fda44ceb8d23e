import type { Messages } from '../en';

/** Spanish `pages` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const pages: Messages['pages'] = {
  chatbot: {
    description:
      'Aquí se listarán sus temas de chatbot, con sus documentos y conversaciones, listos para abrir o eliminar.',
    title: 'Chatbot',
  },
  conversation: {
    description:
      'Aquí estará la conversación con los documentos de este tema: preguntas sugeridas, modelos, tonos, personalidades y accesos a misiones.',
    title: 'Tema {{topic}}',
  },
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
  newTopic: {
    description:
      'Aquí creará un tema de chatbot a partir de sus archivos: conversacional para documentos, contable para hojas de cálculo.',
    title: 'Nuevo tema',
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
