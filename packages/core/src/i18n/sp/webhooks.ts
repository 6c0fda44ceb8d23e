import type { Messages } from '../en';

/** Spanish `webhooks` messages, one namespace of `sp` (../sp.ts). */
export const webhooks: Messages['webhooks'] = {
  columns: {
    actions: 'Acciones',
    events: 'Eventos',
    state: 'Estado',
    url: 'URL',
  },
  create: {
    button: 'Añadir un webhook',
    description: 'Descripción',
    descriptionHint: 'Qué lo recibe, por ejemplo "proceso de facturas".',
    events: 'Eventos que enviar',
    eventsRequired: 'Elige al menos uno.',
    submit: 'Añadir webhook',
    title: 'Nuevo webhook',
    url: 'URL',
    urlHint: 'Una dirección http o https de internet que responda a peticiones POST.',
  },
  created: {
    copied: 'Se ha copiado el secreto.',
    copy: 'Copiar el secreto',
    description:
      'Tu receptor comprueba cada envío con este secreto (verifyWebhook en el SDK). Solo se muestra esta vez: cópialo ahora.',
    done: 'Hecho',
    label: 'Secreto de firma',
    title: 'Copia el secreto de firma',
  },
  delete: {
    button: 'Eliminar',
    confirm: 'Eliminar webhook',
    label: 'Eliminar el webhook {{url}}',
    message: 'No se enviará nada más a "{{url}}" y se borrará su registro de envíos.',
    title: '¿Eliminar este webhook?',
  },
  deliveries: {
    attempt: 'Intento {{attempt}}: {{result}} en {{duration}} ms, {{at}}',
    attemptReplay: 'Reenvío: {{result}} en {{duration}} ms, {{at}}',
    close: 'Cerrar',
    empty: 'Todavía no se ha enviado nada a este webhook.',
    next: 'Próximo intento {{at}}',
    noAnswer: 'sin respuesta ({{error}})',
    reload: 'Actualizar',
    replay: 'Reenviar',
    replayLabel: 'Reenviar el envío {{id}}',
    replayed: 'El envío se ha puesto en cola de nuevo.',
    sendTest: 'Enviar un evento de prueba',
    status: {
      failed: 'Fallido',
      pending: 'Pendiente',
      succeeded: 'Entregado',
    },
    statusCode: 'HTTP {{code}}',
    testSent: 'Se ha puesto en cola un evento de prueba.',
    title: 'Envíos a {{url}}',
  },
  description:
    'Folio llama a estas direcciones cuando termina un trabajo, así tus scripts no tienen que preguntar una y otra vez. Cada envío va firmado, se reintenta durante un día si falla y queda en un registro que puedes consultar y reenviar.',
  disabled: 'Desactivado',
  empty: 'Todavía no tienes webhooks.',
  enable: {
    label: 'Enviar a {{url}}',
  },
  enabled: 'Activado',
  events: {
    conversationAnswered: 'El chatbot ha respondido en una conversación',
    fileIndexed: 'Se ha indexado un archivo para la búsqueda',
    runFailed: 'Ha fallado una ejecución del extractor',
    runFinished: 'Ha terminado una ejecución del extractor',
    test: 'Evento de prueba',
    trainingFinished: 'Ha terminado un entrenamiento del chatbot',
  },
  failures: {
    create: 'No se ha podido añadir el webhook.',
    delete: 'No se ha podido eliminar el webhook.',
    deliveries: 'No se han podido cargar los envíos.',
    load: 'No se han podido cargar tus webhooks.',
    refused:
      'Esa dirección está en una red privada o local: Folio solo llama a direcciones de internet.',
    replay: 'No se ha podido reenviar el envío.',
    test: 'No se ha podido enviar el evento de prueba.',
    update: 'No se ha podido cambiar el webhook.',
  },
  showDeliveries: 'Envíos',
  showDeliveriesLabel: 'Ver los envíos a {{url}}',
  title: 'Webhooks',
};
