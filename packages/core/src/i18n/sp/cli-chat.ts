import type { Messages } from '../en';

/** Spanish `cli.chat` messages: the `folio chat` commands, part of `cli` (./cli.ts). */
export const cliChat: Messages['cli']['chat'] = {
  accountingNotYet:
    'El tema {{topic}} es un chatbot contable: entrenarlo y preguntarle desde la CLI llegará con el chatbot contable',
  ask: {
    conversationOption: 'Continuar esta conversación (su id); sin ella empieza una nueva',
    description:
      'Preguntar a un tema; la respuesta llega a medida que se escribe, luego sus fuentes',
    filesOption: 'Adjuntar archivos a la pregunta (hasta 4)',
    invalidChoice: '{{option}} desconocido: {{value}}. Valores válidos: {{valid}}',
    missionOption:
      'Ejecutar una misión sobre los documentos del tema (summarize, detect-risks, ...)',
    modelOption: 'El modelo que responde (sin clave en el servidor, responde el motor integrado)',
    personalityOption: 'La personalidad de la respuesta (profesional, sabio, ...)',
    questionArgument: 'La pregunta',
    questionRequired: 'Escriba una pregunta',
    toneOption: 'El tono de la respuesta (formal, didactico, ...)',
  },
  citation: '[{{n}}] {{file}} p. {{page}}: "{{quote}}"',
  columns: {
    conversations: 'CONVERSACIONES',
    description: 'DESCRIPCIÓN',
    files: 'ARCHIVOS',
    id: 'ID',
    messages: 'MENSAJES',
    name: 'NOMBRE',
    status: 'ESTADO',
    topic: 'TEMA',
    type: 'TIPO',
    updated: 'ACTUALIZADA',
  },
  conversations: {
    description: 'Listar las conversaciones de un tema',
  },
  description: 'Converse con sus documentos: temas, entrenamiento, preguntas y conversaciones',
  history: {
    conversationArgument: 'El id de la conversación, como lo muestra folio chat conversations',
    description: 'Mostrar las preguntas y respuestas de una conversación',
    question: '{{when}}  {{prompt}}',
    title: 'Conversación {{name}}',
  },
  maskedItem: '  {{placeholder}} = {{original}} ({{kind}})',
  reasoning: 'Razonamiento:',
  session: {
    conversationChoice_many: '{{name}}  ({{count}} mensajes, {{when}})',
    conversationChoice_one: '{{name}}  ({{count}} mensaje, {{when}})',
    conversationChoice_other: '{{name}}  ({{count}} mensajes, {{when}})',
    help: 'Haga sus preguntas. Ctrl-C detiene una respuesta; una línea vacía o {{exit}} sale.',
    needsTerminal:
      'folio chat hace sus preguntas en una terminal; en un script use folio chat ask TEMA "pregunta"',
    pickConversation: 'Conversación',
    pickTopic: 'Tema',
    question: '{{topic}} ›',
    referenceFile: 'Archivo de referencia (su ruta)',
  },
  suggest: {
    conversationOption: 'Sugerir preguntas para continuar esta conversación (su id)',
    description: 'Sugerir preguntas para hacer a un tema',
    item: '{{n}}. {{text}}',
    modelOption: 'El modelo que escribe las sugerencias',
    none: 'Todavía no hay sugerencias para este tema.',
  },
  topicArgument: 'El nombre del tema',
  topicNotFound: 'No tiene ningún tema llamado {{topic}}. Vea folio chat topics ls',
  topics: {
    anonymiseOption:
      'Sustituir los datos personales por marcadores antes de que el texto llegue a un modelo',
    cancelled: 'Cancelado: no se eliminó nada.',
    createDescription: 'Crear un tema a partir de un archivo de referencia y entrenarlo',
    created: 'Tema {{topic}} creado; entrenando su archivo de referencia',
    deleted: 'Tema {{topic}} eliminado',
    description: 'Temas: ls, create, rm',
    descriptionOption: 'De qué trata el tema (obligatoria)',
    fileArgument: 'El archivo de referencia',
    handwrittenOption: 'Leer cada página por OCR (documentos manuscritos)',
    longerOption: 'Resumir por secciones los documentos de más de 4 páginas',
    lsDescription: 'Listar sus temas',
    nameArgument: 'El nombre del tema: solo letras y dígitos',
    needsYes: 'Eliminar requiere confirmación: añada --yes (folio solo pregunta en una terminal)',
    rmDescription: 'Eliminar un tema y sus conversaciones',
    typeOption: 'El tipo de chatbot (documental por defecto)',
    yesOption: 'Eliminar sin preguntar',
  },
  train: {
    description: 'Entrenar archivos en un tema, con una barra de progreso',
    filesArgument: 'Los archivos a entrenar (se envían de 4 en 4)',
    interrupted:
      'Se dejó de esperar: el entrenamiento sigue en el servidor. Vea folio chat topics ls para {{topic}}',
    progress: 'Entrenando {{topic}}  {{bar}}  archivos {{done}}/{{total}}  páginas {{count}}',
  },
};
