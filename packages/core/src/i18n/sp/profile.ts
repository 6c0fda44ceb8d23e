import type { Messages } from '../en';

/** Spanish `profile` messages, one namespace of `sp` (../sp.ts). */
export const profile: Messages['profile'] = {
  account: {
    companyId: 'Id de la empresa',
    companyMember: 'Pertenezco a una empresa',
    created: 'Miembro desde {{date}}',
    email: 'Correo electrónico',
    emailHint: 'Su correo electrónico es su nombre de usuario y no se puede cambiar.',
    language: 'Idioma de la interfaz',
    languageHint: 'El idioma de las pantallas y de los correos que le enviamos.',
    lastname: 'Apellido',
    name: 'Nombre',
    save: 'Guardar cambios',
    saved: 'Su perfil se guardó.',
    title: 'Cuenta',
  },
  answers: {
    accountDeletionScheduled:
      'Su cuenta será eliminada el {{date}}. Se cerró la sesión en todos los dispositivos; inicie sesión antes de esa fecha para conservar su cuenta.',
    passwordChanged:
      'Su contraseña fue cambiada. Se cerró la sesión en todos los demás dispositivos.',
    signedOutEverywhere: 'Se cerró la sesión en todos los dispositivos.',
  },
  balance: {
    columns: {
      date: 'Fecha',
      pages: 'Páginas',
      what: 'Gastadas en',
    },
    description:
      'Cada página procesada por una extracción, el OCR o un entrenamiento del chatbot gasta una página de su saldo.',
    empty: 'Todavía nada ha gastado páginas.',
    kinds: {
      example: 'Documento de ejemplo de una configuración',
      extraction: 'Extracción',
      granted: 'Páginas concedidas al registrarse',
      opening: 'Saldo al empezar el historial',
      training: 'Entrenamiento del chatbot',
    },
    left_many: 'Quedan {{count}} páginas',
    left_one: 'Queda {{count}} página',
    left_other: 'Quedan {{count}} páginas',
    title: 'Saldo de páginas',
  },
  data: {
    deleteButton: 'Eliminar mi cuenta',
    deleteConfirm: 'Eliminar todo',
    deleteDescription:
      'Elimina su cuenta con todos sus archivos, resultados de extracción, registros de la base documental y conversaciones, tras un periodo de gracia: un correo le indica la fecha, e iniciar sesión antes de ella conserva su cuenta.',
    deleteDialogTitle: '¿Eliminar su cuenta?',
    deletePassword: 'Escriba su contraseña para confirmar',
    deleteWarning:
      'Se cerrará la sesión en todos los dispositivos. Al terminar el periodo de gracia, todo lo de su cuenta se eliminará para siempre: archivos, configuraciones, resultados, temas y conversaciones. Descargue antes sus datos si quiere conservar una copia.',
    download: 'Descargar todos mis datos',
    downloadDescription:
      'Un ZIP con sus archivos, sus configuraciones y resultados de extracción, sus registros de la base documental y sus conversaciones.',
    downloaded: 'Sus datos se descargaron.',
    title: 'Sus datos',
  },
  description: 'Su cuenta, su saldo de páginas, su contraseña y sus datos.',
  failures: {
    delete: 'No se pudo eliminar su cuenta.',
    download: 'No se pudieron descargar sus datos.',
    load: 'No se pudo cargar su perfil.',
    password: 'No se pudo cambiar su contraseña.',
    save: 'No se pudo guardar su perfil.',
    signOut: 'No se pudo cerrar la sesión en los dispositivos.',
  },
  password: {
    change: 'Cambiar contraseña',
    confirm: 'Confirme la nueva contraseña',
    current: 'Contraseña actual',
    description:
      'Tras el cambio, se cierra la sesión en todos los demás dispositivos donde la tenga abierta.',
    new: 'Nueva contraseña',
    title: 'Contraseña',
    wrongCurrent: 'La contraseña actual no es correcta.',
  },
  sessions: {
    description:
      'Cierra la sesión en todos los navegadores y dispositivos donde su cuenta está abierta, también en este.',
    signOutEverywhere: 'Cerrar sesión en todos los dispositivos',
    title: 'Dispositivos',
  },
  title: 'Perfil',
};
