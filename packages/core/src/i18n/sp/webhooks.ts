import type { Messages } from '../en';

/** Spanish `webhooks` messages, one namespace of `sp` (../sp.ts). */
export const webhooks: Messages['webhooks'] = {
  cli: {
    create: {
      describe: 'Qué lo recibe, por ejemplo "proceso de facturas"',
      description: 'Registra un webhook; su secreto de firma se muestra una sola vez',
      event:
        'Un evento que enviar (repítelo): extraction.run.finished, extraction.run.failed, file.indexed, chatbot.training.finished o chatbot.conversation.answered',
      url: 'La dirección http o https de internet que recibe los envíos',
    },
    created: 'Webhook {{url}} añadido. Copia ahora su secreto de firma, no se vuelve a mostrar:',
    delete: {
      description: 'Elimina un webhook (por su id o su URL) y su registro de envíos',
    },
    deleted: 'Webhook {{url}} eliminado.',
    deliveries: {
      description:
        'El registro de envíos de un webhook (por su id o su URL), del más reciente al más antiguo',
      empty: 'Todavía no se ha enviado nada a {{url}}.',
    },
    description:
      'Webhooks: regístralos, lístalos y elimínalos, cambia sus secretos, consulta sus envíos',
    empty: 'No tienes webhooks.',
    list: {
      description: 'Lista tus webhooks (nunca sus secretos)',
    },
    noEvent: 'Indica al menos un evento con --event.',
    notFound: 'No tienes ningún webhook con el id o la URL "{{webhook}}".',
    rotate: {
      description:
        'Da a un webhook (por su id o su URL) un secreto de firma nuevo, que se muestra una sola vez; el anterior sigue firmando 24 horas',
    },
    rotated:
      'Nuevo secreto de firma de {{url}}. El anterior también firma hasta el {{at}}. Cópialo ahora, no se vuelve a mostrar:',
    unknownEvent: 'Evento desconocido "{{event}}": usa {{events}}.',
  },
  columns: {
    actions: 'Acciones',
    attempts: 'Intentos',
    created: 'Creado',
    event: 'Evento',
    events: 'Eventos',
    id: 'Id',
    message: 'Id del mensaje',
    next: 'Próximo intento',
    state: 'Estado',
    status: 'Estado del envío',
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
    rotate: 'No se ha podido cambiar el secreto de firma.',
    test: 'No se ha podido enviar el evento de prueba.',
    update: 'No se ha podido cambiar el webhook.',
  },
  rotate: {
    button: 'Cambiar el secreto',
    confirm: 'Cambiar el secreto',
    label: 'Cambiar el secreto de firma de {{url}}',
    message:
      'Se crea un secreto de firma nuevo para "{{url}}", que se muestra una sola vez. El actual sigue firmando cada envío junto a él durante 24 horas, para que puedas cambiar tu receptor; después deja de hacerlo.',
    title: '¿Cambiar el secreto de firma?',
  },
  rotated: {
    copied: 'Se ha copiado el secreto nuevo.',
    copy: 'Copiar el secreto nuevo',
    description:
      'Dale este secreto a tu receptor. El anterior también firma cada envío hasta el {{at}}; después solo firma este. Solo se muestra esta vez: cópialo ahora.',
    done: 'Hecho',
    label: 'Secreto de firma nuevo',
    title: 'Copia el secreto de firma nuevo',
  },
  showDeliveries: 'Envíos',
  showDeliveriesLabel: 'Ver los envíos a {{url}}',
  title: 'Webhooks',
};
