import type { Messages } from '../en';

/** Spanish `apiKeys` messages, one namespace of `sp` (../sp.ts). */
export const apiKeys: Messages['apiKeys'] = {
  answers: {
    revoked: 'La clave de API se ha revocado.',
  },
  cli: {
    create: {
      description: 'Crea una clave de API; se muestra una sola vez',
      expires: 'Días hasta que la clave deje de funcionar (por defecto: nunca)',
      expiresInvalid: 'Indica los días como un número entero de 1 a {{max}}.',
      name: 'Para qué es la clave',
      scope:
        'Un permiso de la clave: files:read, files:write, extract, chat, utils o webhooks (repítelo para varios)',
    },
    created: 'Clave "{{name}}" creada. Cópiala ahora, no se vuelve a mostrar:',
    description: 'Claves de API para scripts: créalas, lístalas y revócalas',
    empty: 'No tienes claves de API.',
    list: {
      description: 'Lista tus claves de API (nunca las claves en sí)',
    },
    login: {
      apiKey:
        'Inicia sesión con una clave de API en lugar de la contraseña (se lee de stdin o se pregunta si no se da)',
      emptyKey: 'La clave de API está vacía.',
      question: 'Clave de API',
      signedIn: 'Sesión iniciada con una clave de API como {{username}} en {{url}}.',
    },
    noScope: 'Da a la clave al menos un permiso con --scope.',
    notFound: 'No tienes ninguna clave de API con el id o el nombre "{{key}}".',
    revoke: {
      description:
        'Revoca una clave de API por su id o su nombre; los scripts que la usan se detienen al momento',
    },
    revoked: 'Clave "{{name}}" revocada.',
    unknownScope:
      'Permiso "{{scope}}" desconocido: usa files:read, files:write, extract, chat, utils o webhooks.',
  },
  columns: {
    actions: 'Acciones',
    created: 'Creada',
    expires: 'Caduca',
    hint: 'Empieza por',
    id: 'Id',
    lastUsed: 'Último uso',
    name: 'Nombre',
    scopes: 'Permisos',
  },
  create: {
    button: 'Crear una clave',
    expiry: 'Caduca',
    expiryInDays_many: 'Dentro de {{count}} días',
    expiryInDays_one: 'Dentro de {{count}} día',
    expiryInDays_other: 'Dentro de {{count}} días',
    expiryNever: 'Nunca',
    name: 'Nombre',
    nameHint: 'Para qué es la clave, por ejemplo "script nocturno de facturas".',
    scopes: 'Qué puede hacer la clave',
    scopesRequired: 'Elige al menos uno.',
    submit: 'Crear clave',
    title: 'Nueva clave de API',
  },
  created: {
    copied: 'La clave se ha copiado.',
    copy: 'Copiar la clave',
    description:
      'Es la única vez que se muestra la clave: solo se guarda una huella de ella. Cópiala ahora y guárdala en un lugar seguro.',
    done: 'Hecho',
    label: 'Tu nueva clave',
    title: 'Copia tu nueva clave',
  },
  description:
    'Las claves permiten que tus scripts, el SDK y la línea de comandos usen Folio sin tu contraseña. Cada clave hace solo lo que permiten sus permisos, y nunca puede cambiar tu contraseña ni tus claves.',
  empty: 'Aún no tienes claves de API.',
  failures: {
    create: 'No se ha podido crear la clave.',
    load: 'No se han podido cargar tus claves de API.',
    revoke: 'No se ha podido revocar la clave.',
  },
  never: 'Nunca',
  notUsed: 'Sin usar todavía',
  revoke: {
    button: 'Revocar',
    confirm: 'Revocar clave',
    label: 'Revocar la clave {{name}}',
    message: 'Los scripts que usan "{{name}}" dejan de funcionar al momento. No se puede deshacer.',
    title: '¿Revocar esta clave?',
  },
  scopes: {
    chat: 'Chatbot',
    extract: 'Extractor y base de datos documental',
    filesRead: 'Leer archivos y carpetas',
    filesWrite: 'Cambiar archivos y carpetas',
    utils: 'Utilidades',
    webhooks: 'Webhooks y sus registros de entregas',
  },
  title: 'Claves de API',
};
