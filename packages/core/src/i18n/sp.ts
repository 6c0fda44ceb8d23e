import type { Messages } from './en';

/**
 * Spanish messages (code `sp`, SPEC §1), the default language of Folio (DECISIONS.md "Language").
 * Typed as `Messages`, so a key missing or left over against `en.ts` fails typecheck. Wording the
 * spec gives in Spanish is used as given (SPEC §4 'Sesión expirada', §8 token decode failure).
 */
export const sp: Messages = {
  auth: {
    accountKey: {
      copied: 'Clave de cuenta copiada',
      copy: 'Copiar la clave de cuenta',
      description:
        'Esta clave protege su cuenta. Solo se muestra esta vez: guárdela en un lugar seguro, por ejemplo un gestor de contraseñas. Este navegador la recuerda para iniciar sesión; otros dispositivos y la API la necesitan.',
      label: 'Clave de cuenta',
      saved: 'He guardado mi clave de cuenta',
    },
    backToLogin: 'Volver al inicio de sesión',
    belongsToCompany: '¿Pertenece a una empresa?',
    companyId: 'ID de empresa',
    confirmPassword: 'Confirmar contraseña',
    email: 'Correo electrónico',
    forgotPassword: {
      description:
        'Introduzca el correo electrónico de su cuenta y le enviaremos un link para elegir una contraseña nueva.',
      failed: 'No se pudo enviar el link de restablecimiento. Inténtelo de nuevo.',
      link: '¿Olvidó su contraseña?',
      sent: 'El link de restablecimiento de contraseña fue enviado a su bandeja de entrada',
      submit: 'Enviar link de restablecimiento',
      title: 'Restablecer la contraseña',
    },
    lastname: 'Apellido',
    login: {
      failed: 'No se pudo iniciar sesión. Inténtelo de nuevo.',
      noAccount: '¿Aún no tiene cuenta?',
      oidc: 'Iniciar sesión con su organización',
      oidcSigningIn: 'Iniciando sesión...',
      or: 'o',
      registerLink: 'Crear una cuenta',
      submit: 'Iniciar sesión',
      subtitle: 'Inicie sesión para continuar en Folio.',
      title: 'Bienvenido de nuevo',
    },
    name: 'Nombre',
    password: 'Contraseña',
    passwordChecklist: {
      length: 'Al menos 8 caracteres',
      number: 'Un número',
      special: 'Un carácter especial',
      title: 'La contraseña necesita:',
      uppercase: 'Una letra mayúscula',
    },
    register: {
      failed: 'No se pudo crear su cuenta. Inténtelo de nuevo.',
      haveAccount: '¿Ya tiene una cuenta?',
      loginLink: 'Iniciar sesión',
      submit: 'Crear cuenta',
      subtitle: 'Extraiga datos de sus documentos, converse con ellos y manténgalos en orden.',
      successDescription:
        'Enviamos un link de verificación a {{email}}. Ábralo para activar su cuenta y después inicie sesión.',
      successTitle: 'Revise su bandeja de entrada',
      termsLink: 'Leer los términos y condiciones',
      termsNotice: 'Al crear una cuenta acepta los términos y condiciones.',
      title: 'Cree su cuenta',
    },
    resetPassword: {
      failed: 'No se pudo cambiar su contraseña. Inténtelo de nuevo.',
      invalidDescription:
        'El link que abrió no es válido o ha expirado. Solicite uno nuevo para restablecer su contraseña.',
      invalidTitle: 'Link no válido o expirado',
      newPassword: 'Contraseña nueva',
      requestNewLink: 'Solicitar un link nuevo',
      submit: 'Cambiar contraseña',
      success: 'Su contraseña se cambió. Ya puede iniciar sesión con la contraseña nueva.',
      title: 'Elija una contraseña nueva',
    },
    verifyAccount: {
      failedTitle: 'No se pudo verificar la cuenta',
      goToLogin: 'Ir al inicio de sesión',
      successDescription: 'Su cuenta está activa. Ya puede iniciar sesión.',
      successTitle: 'Cuenta verificada',
      verifying: 'Verificando...',
    },
  },
  cli: {
    description: 'Folio desde la terminal',
    errors: {
      invalidUrl: 'No es una URL válida: {{url}}',
      unexpected: 'Error inesperado: {{message}} (defina FOLIO_DEBUG=1 para ver detalles)',
    },
    health: {
      checking: 'Comprobando los servidores de Folio...',
      description: 'Comprueba que los servidores middleware y service responden',
      hostFailed: '{{host}} ({{url}}): {{message}}',
      hostOk: '{{host}}: disponible (versión {{version}})',
      notFolio: 'La dirección respondió, pero no como un servidor de Folio. Compruebe la URL.',
    },
    hosts: {
      middleware: 'Middleware',
      service: 'Servicio',
    },
    login: {
      accountKeyPrompt: 'Clave de cuenta (la que guardó al registrarse):',
      description: 'Inicia sesión; la sesión se guarda en su carpeta de configuración',
      emailOption: 'Su correo electrónico (o FOLIO_EMAIL)',
      emailPrompt: 'Correo electrónico:',
      emptyPasswordStdin:
        'No llegó ninguna contraseña por stdin (--password-stdin la lee de una tubería)',
      keyOption: 'Su clave de cuenta, guardada al registrarse (o FOLIO_ACCOUNT_KEY)',
      missingEmail:
        'Falta el correo electrónico: use --email o FOLIO_EMAIL (folio solo lo pregunta en una terminal)',
      missingPassword:
        'Falta la contraseña: use --password-stdin o FOLIO_PASSWORD (folio solo la pregunta en una terminal)',
      passwordPrompt: 'Contraseña:',
      passwordStdinOption: 'Lee la contraseña de stdin (nunca la pase como argumento)',
      required: 'Obligatorio',
      signedIn: 'Sesión iniciada como {{username}} en {{url}}',
      signingIn: 'Iniciando sesión...',
    },
    logout: {
      description: 'Cierra la sesión en el servidor y borra las credenciales guardadas',
      notSignedIn: 'No había ninguna sesión iniciada.',
      serverFailed:
        'El servidor no confirmó el cierre de sesión ({{message}}); las credenciales guardadas se borraron igualmente.',
      signedOut: 'Sesión cerrada.',
    },
    options: {
      help: 'Muestra la ayuda de un comando',
      json: 'Imprime JSON legible por máquinas en stdout (para scripts)',
      lang: 'Idioma de los mensajes: en o sp',
      middlewareUrl: 'URL base del servidor middleware',
      serviceUrl: 'URL base del servidor service',
      version: 'Muestra la versión de folio',
    },
    session: {
      notSignedIn: 'No ha iniciado sesión. Ejecute primero folio login.',
      otherHost:
        'Tiene la sesión iniciada en {{stored}}, no en {{url}}. Ejecute folio login para iniciarla allí.',
      unreadable:
        'No se pudieron leer las credenciales guardadas en {{path}}, así que no hay sesión. Ejecute folio login para volver a iniciarla.',
    },
    utils: {
      converting: 'Creando el PDF...',
      description: 'Utilidades de PDF e imágenes: unir, dividir, imágenes a PDF',
      forceOption: 'Reemplazar el archivo de salida si ya existe',
      imagesToPdfDescription: 'Crea un PDF a partir de imágenes (JPEG, PNG, WebP, TIFF)',
      inputMissing: 'No se encontró el archivo de entrada: {{path}}',
      inputUnreadable: 'No se pudo leer el archivo de entrada {{path}}',
      mergeDescription: 'Une varios PDF en uno, en el orden indicado',
      merging: 'Uniendo los PDF...',
      outputExists: '{{path}} ya existe: use --force para reemplazarlo',
      outputFailed: 'No se pudo escribir {{path}}: {{message}}',
      outputOption: 'Dónde escribir el resultado',
      pageSizeOption: 'Tamaño de página: fit (cada página del tamaño de su imagen) o a4',
      rangesOption: 'Rangos de páginas, por ejemplo 1-3,5,8- (por defecto: un PDF por página)',
      splitDescription: 'Divide un PDF en páginas o rangos, en un único ZIP',
      splitting: 'Dividiendo el PDF...',
      written: 'Se escribió {{path}} ({{bytes}} bytes)',
    },
    whoami: {
      description: 'Muestra el usuario con el que ha iniciado sesión',
    },
  },
  common: {
    appName: 'Folio',
    back: 'Volver',
    cancel: 'Cancelar',
    check: 'Verificar',
    close: 'Cerrar',
    delete: 'Eliminar',
    download: 'Descargar',
    edit: 'Editar',
    goToDashboard: 'Ir al panel',
    language: 'Idioma',
    languages: {
      en: 'Inglés',
      sp: 'Español',
    },
    loading: 'Cargando...',
    no: 'No',
    retry: 'Reintentar',
    save: 'Guardar',
    upload: 'Subir',
    yes: 'Sí',
  },
  dataProtection: {
    anonymisation: {
      body: 'Antes de que un texto salga de Folio hacia un modelo de lenguaje externo, los datos personales como nombres, correos electrónicos, teléfonos, cuentas bancarias, números de tarjeta y documentos de identidad se sustituyen por marcadores. Los valores reales solo se restituyen en la respuesta que usted ve.',
      title: 'Anonimización',
    },
    contact: '¿Preguntas sobre sus datos? Escriba a {{email}}.',
    gdpr: {
      body: 'Folio trata los datos personales conforme al Reglamento General de Protección de Datos (RGPD). Puede pedir en cualquier momento acceder a sus datos, rectificarlos, exportarlos o suprimirlos, y limitar su tratamiento u oponerse a él. Sus datos se conservan solo mientras su cuenta está activa o la ley lo exige.',
      title: 'RGPD',
    },
    intro:
      'Sus documentos le pertenecen. Esta página explica cómo Folio protege los datos personales de los documentos que sube y de las conversaciones que mantiene.',
    isolation: {
      body: 'Los modelos de lenguaje nunca aprenden de sus documentos: nada de lo que sube se usa para entrenarlos. Cada petición lleva solo los fragmentos que necesita, y sus archivos permanecen en su propio espacio, separados de otros usuarios y empresas.',
      title: 'Aislamiento del modelo de lenguaje',
    },
    minimisation: {
      body: 'Folio recoge solo lo que necesita para darle el servicio: los datos de su cuenta y los documentos que decide subir. Cada operación envía la parte más pequeña de un documento que permite responderla.',
      title: 'Minimización',
    },
    title: 'Protección de datos',
  },
  errors: {
    accessDenied: 'Acceso denegado: su cuenta no tiene acceso a este recurso.',
    accountNotVerified:
      'Su cuenta aún no está verificada. Abra el enlace que le enviamos por correo electrónico y luego inicie sesión.',
    apiRequest:
      'Un servicio externo no respondió correctamente a la solicitud. Inténtelo de nuevo en unos minutos.',
    audioExtraction:
      'No se pudo transcribir el mensaje de audio. Compruebe que la transcripción de audio esté configurada o escriba su mensaje.',
    auditing: 'No se pudo completar la auditoría del documento. Inténtelo de nuevo.',
    authenticationFailed: 'El correo electrónico o la contraseña que ingresó son incorrectos',
    autoTraining:
      'Falló el entrenamiento automático del chatbot. Vuelva a iniciar el entrenamiento.',
    badRequest: 'La solicitud no es válida. Revise los datos ingresados e inténtelo de nuevo.',
    chatbot: 'El chatbot no pudo responder su mensaje. Inténtelo de nuevo.',
    chatbotService:
      'El servicio de chatbot no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
    claimExtraction:
      'No se pudieron leer los datos de su sesión. Por favor, inicie sesión nuevamente.',
    collectionQuery: 'No se pudo consultar la colección de documentos. Inténtelo de nuevo.',
    configQuery: 'No se pudieron cargar las configuraciones de extracción. Inténtelo de nuevo.',
    configSave:
      'No se pudo guardar la configuración de extracción. Revise sus campos e inténtelo de nuevo.',
    configurationChatbot:
      'No se pudo cargar o guardar la configuración del chatbot. Inténtelo de nuevo.',
    configurationNameExists: 'Ya existe una configuración con este nombre. Elija otro nombre.',
    conversationHistory: 'No se pudo cargar el historial de la conversación. Inténtelo de nuevo.',
    conversationRetrieval: 'No se pudo cargar la conversación. Inténtelo de nuevo.',
    conversationSave: 'No se pudo guardar el mensaje en la conversación. Inténtelo de nuevo.',
    conversationUpdate: 'No se pudo actualizar la conversación. Inténtelo de nuevo.',
    cvQuestion: 'No se pudo responder la pregunta sobre los CV. Inténtelo de nuevo.',
    cvSelection: 'No se pudo completar la selección de CV. Inténtelo de nuevo.',
    dataIntegrityViolation:
      'El cambio entra en conflicto con datos existentes (por ejemplo, un duplicado o un elemento todavía en uso). Revíselo e inténtelo de nuevo.',
    databaseRetrieval: 'No se pudieron leer los datos de la base de datos. Inténtelo de nuevo.',
    decryption:
      'No se pudieron descifrar los datos protegidos. Inténtelo de nuevo o contacte con el equipo de soporte si sigue ocurriendo.',
    descriptionDeletion: 'No se pudo eliminar la descripción. Inténtelo de nuevo.',
    documentConfig:
      'No se pudo cargar la configuración de documento de esta extracción. Inténtelo de nuevo.',
    documentUpdate: 'No se pudo actualizar el documento. Inténtelo de nuevo.',
    emailAlreadyRegistered:
      'Ya existe una cuenta con este correo electrónico. Inicie sesión o restablezca su contraseña.',
    emailSend: 'No se pudo enviar el correo electrónico. Inténtelo de nuevo en unos minutos.',
    emptyFileResponse:
      'El archivo está vacío o no generó contenido. Revise el archivo y vuelva a subirlo.',
    emptyResponse: 'El servidor envió una respuesta vacía. Inténtelo de nuevo.',
    encryption: 'No se pudieron cifrar sus datos, por lo que no se guardaron. Inténtelo de nuevo.',
    endpointNotFound:
      'Esta acción no está disponible en el servidor. Actualice la aplicación o contacte con el equipo de soporte.',
    entityExtraction:
      'No se pudieron extraer los datos del documento. Compruebe que el documento sea legible e inténtelo de nuevo.',
    excelNotAllowed:
      'Los archivos Excel no están permitidos en los chatbots conversacionales. Use un chatbot contable para las hojas de cálculo.',
    featureBlocked: 'Esta función no está disponible en la versión demo.',
    feedbackCreation: 'No se pudo enviar su comentario. Inténtelo de nuevo.',
    feedbackRetrieval: 'No se pudieron cargar los comentarios. Inténtelo de nuevo.',
    fileAnalysis:
      'No se pudo analizar el archivo. Compruebe que no esté dañado e inténtelo de nuevo.',
    fileDeletion: 'No se pudo eliminar el archivo. Inténtelo de nuevo.',
    fileDownload: 'No se pudo descargar el archivo. Inténtelo de nuevo.',
    fileProcessing:
      'No se pudo procesar el archivo. Compruebe que sea un archivo compatible y no esté dañado, e inténtelo de nuevo.',
    fileTooManyPages:
      'El archivo {{file}} tiene {{pages}} páginas; el máximo es {{max}}. Divídalo e inténtelo de nuevo.',
    fileValidation: 'El archivo no es válido. Revise su tipo y tamaño e inténtelo de nuevo.',
    folderNameExists: 'Ya existe una carpeta con este nombre. Elija otro nombre.',
    folderNameInvalid:
      'El nombre de la carpeta no es válido: use hasta 100 caracteres, ninguno de / \\ : * ? " < > |, y no empiece por un punto.',
    forbidden: 'No tiene permiso para realizar esta acción.',
    hashExtraction:
      'No se pudo leer la clave de su cuenta desde la sesión. Por favor, inicie sesión nuevamente.',
    imageAnalysis: 'No se pudo analizar la imagen. Compruebe que sea legible e inténtelo de nuevo.',
    insufficientBalance: 'No tiene saldo suficiente para completar esta operación',
    insufficientQuantity:
      'La cantidad solicitada no está disponible. Redúzcala e inténtelo de nuevo.',
    internalServerError:
      'Se produjo un error inesperado en el servidor. El equipo de soporte ha sido notificado; inténtelo de nuevo más tarde.',
    invalidLink: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
    invalidRequest:
      'La solicitud está incompleta o tiene valores no válidos. Revise el formulario e inténtelo de nuevo.',
    invalidToken:
      'Su sesión o enlace no es válido. Inicie sesión nuevamente o solicite un nuevo enlace.',
    invalidTokenHash:
      'La clave de cuenta no coincide con esta cuenta. Revise la clave e inicie sesión nuevamente.',
    key: 'Falta una clave de seguridad en el servidor o no es válida. Contacte con el equipo de soporte.',
    methodNotAllowed:
      'Esta acción no está permitida sobre este recurso. Actualice la aplicación o contacte con el equipo de soporte.',
    missingHash: 'La clave de cuenta es obligatoria. Ingrese la clave que guardó al registrarse.',
    missingParameters:
      'Falta información obligatoria. Complete todos los campos obligatorios e inténtelo de nuevo.',
    network: 'Error de conexión de red: compruebe la conexión a internet e inténtelo de nuevo',
    noPdfTokensLeft: 'No le quedan páginas para procesar PDF. Solicite más saldo para continuar.',
    payloadTooLarge:
      'El envío supera el límite de tamaño de {{maxMb}} MB. Suba archivos más pequeños o menos archivos.',
    pdfCheck:
      'No se pudo verificar el PDF. Asegúrese de que sea un PDF válido e inténtelo de nuevo.',
    pdfPageValidation:
      'No se pudieron validar las páginas del PDF. Asegúrese de que el PDF no esté dañado ni protegido con contraseña.',
    pdfProcessing:
      'No se pudo procesar el PDF. Compruebe que no esté dañado ni protegido con contraseña e inténtelo de nuevo.',
    productAdd: 'No se pudo agregar el producto. Inténtelo de nuevo.',
    productDelete: 'No se pudo eliminar el producto. Inténtelo de nuevo.',
    productRetrieval: 'No se pudieron cargar los productos. Inténtelo de nuevo.',
    productUpdate: 'No se pudo actualizar el producto. Inténtelo de nuevo.',
    quantityCalculation:
      'No se pudo calcular el número de páginas a descontar. Inténtelo de nuevo.',
    quantityRetrieval: 'No se pudo cargar su saldo. Inténtelo de nuevo.',
    quantityUpdate: 'No se pudo actualizar su saldo. Inténtelo de nuevo.',
    rateLimitExceeded:
      'Demasiadas solicitudes en poco tiempo. Espere un momento e inténtelo de nuevo.',
    razoner: 'El asistente de razonamiento no pudo completar su respuesta. Inténtelo de nuevo.',
    reasoning: 'El modelo no pudo elaborar una respuesta. Intente reformular su pregunta.',
    refreshTokenGeneration: 'No se pudo renovar su sesión. Por favor, inicie sesión nuevamente.',
    request: 'No se pudo completar la solicitud. Revise los datos e inténtelo de nuevo.',
    requestPreparation:
      'No se pudo preparar la solicitud. Revise los datos ingresados e inténtelo de nuevo.',
    resourceNotFound: 'El elemento que busca no existe o fue eliminado.',
    semanticAnalysis:
      'No se pudo completar el análisis semántico de los documentos. Inténtelo de nuevo.',
    serverError: 'El servidor no pudo completar la operación. Inténtelo de nuevo más tarde.',
    serviceUnavailable:
      'El servicio no está disponible temporalmente. Inténtelo de nuevo en unos minutos.',
    sessionExpired: 'Sesión expirada, por favor inicie sesión nuevamente',
    settingsDelete: 'No se pudo eliminar la configuración. Inténtelo de nuevo.',
    systemFolderProtected: 'Las carpetas del sistema no se pueden renombrar, mover ni eliminar.',
    tokenExpirationCheck: 'No se pudo comprobar su sesión. Por favor, inicie sesión nuevamente.',
    tokenExpired:
      'Su sesión o enlace ha expirado. Inicie sesión nuevamente o solicite un nuevo enlace.',
    tokenExtraction: 'Error al cargar el usuario. Por favor, inicie sesión nuevamente.',
    tokenGeneration: 'No se pudo iniciar su sesión. Intente iniciar sesión de nuevo.',
    tokenInvalidation: 'No se pudo cerrar su sesión en el servidor. Inténtelo de nuevo.',
    tokenProcessing: 'No se pudo procesar su sesión. Por favor, inicie sesión nuevamente.',
    tokenRevocation: 'No se pudieron revocar sus sesiones. Inténtelo de nuevo.',
    tokenSave: 'No se pudo guardar su sesión. Intente iniciar sesión de nuevo.',
    tokenValidation: 'No se pudo validar su sesión. Por favor, inicie sesión nuevamente.',
    tooManyFiles: 'Se permite un máximo de {{max}} archivos. Ha seleccionado {{current}}.',
    topicDeletion: 'No se pudo eliminar el tema. Inténtelo de nuevo.',
    topicNameExists: 'Ya existe un tema con este nombre. Elija otro nombre.',
    topicRetrieval: 'No se pudieron cargar los temas. Inténtelo de nuevo.',
    totalPagesExceeded:
      'Los archivos suman {{total}} páginas; el máximo es {{max}}. Quite algunos archivos e inténtelo de nuevo.',
    trainingChat:
      'No se pudo entrenar el chatbot con estos archivos. Revise los archivos e inténtelo de nuevo.',
    transactionCreate: 'No se pudo registrar la transacción. Inténtelo de nuevo.',
    transactionDelete: 'No se pudo eliminar la transacción. Inténtelo de nuevo.',
    transactionNotFound: 'La transacción no existe o fue eliminada.',
    transactionRetrieval: 'No se pudieron cargar las transacciones. Inténtelo de nuevo.',
    transactionUpdate: 'No se pudo actualizar la transacción. Inténtelo de nuevo.',
    unauthorized: 'Necesita estar autenticado',
    unknown: 'Algo salió mal. Inténtelo de nuevo.',
    unsupportedMediaType:
      'Este tipo de archivo no es compatible. Revise la lista de formatos admitidos e inténtelo de nuevo.',
    usernameExtraction:
      'No se pudo leer su usuario desde la sesión. Por favor, inicie sesión nuevamente.',
    zipNoSupportedFiles:
      'El archivo ZIP no contiene archivos compatibles. Agregue archivos PDF e inténtelo de nuevo.',
    zipRead: 'No se pudo leer el archivo ZIP. Compruebe que no esté dañado e inténtelo de nuevo.',
    zipUnsupportedFiles:
      'El archivo ZIP contiene archivos no compatibles. Deje solo archivos PDF e inténtelo de nuevo.',
  },
  home: {
    serverVersion: 'Versión del servidor {{version}}',
  },
  layout: {
    close: 'Cerrar la configuración del diseño',
    layoutMode: {
      dark: 'Oscuro',
      label: 'Modo de color',
      light: 'Claro',
    },
    layoutType: {
      horizontal: 'Horizontal',
      label: 'Diseño',
      vertical: 'Vertical',
    },
    layoutWidth: {
      boxed: 'Encajado',
      fluid: 'Fluido',
      label: 'Ancho',
      scrollable: 'Desplazable',
    },
    open: 'Abrir la configuración del diseño',
    preloader: 'Mostrar el precargador',
    reset: 'Restaurar los valores predeterminados',
    sidebarImage: {
      img1: 'Imagen 1',
      img2: 'Imagen 2',
      img3: 'Imagen 3',
      img4: 'Imagen 4',
      label: 'Imagen de la barra lateral',
      none: 'Ninguna',
    },
    sidebarTheme: {
      colored: 'De color',
      dark: 'Oscuro',
      greatwhale: 'Gran ballena',
      label: 'Color de la barra lateral',
      ladylip: 'Labio rosa',
      light: 'Claro',
      plumplate: 'Ciruela',
      strongbliss: 'Dicha intensa',
      winter: 'Invierno',
    },
    sidebarType: {
      compact: 'Compacta',
      condensed: 'Condensada',
      default: 'Predeterminada',
      icon: 'Iconos',
      label: 'Tipo de barra lateral',
    },
    title: 'Configuración del diseño',
    topbarTheme: {
      colored: 'De color',
      dark: 'Oscuro',
      label: 'Color de la barra superior',
      light: 'Claro',
    },
  },
  maintenance: {
    description1:
      'Folio no está disponible temporalmente mientras realizamos tareas de mantenimiento.',
    description2:
      'Esta página comprueba el servicio periódicamente y volverá a mostrar la aplicación en cuanto esté disponible.',
    description3: 'Si el problema continúa, contacte con el equipo de soporte.',
    title: 'Estamos en mantenimiento',
  },
  notFound: {
    goHome: 'Ir a la página de inicio',
    title: 'Página no encontrada',
  },
  notices: {
    configurationSaved: 'Cambios de configuración guardados correctamente',
    conversationCreated: 'Conversación creada correctamente',
    conversationDeleted: 'Conversación eliminada correctamente',
    conversationRenamed: 'Conversación renombrada correctamente',
    copiedToClipboard: 'Copiado al portapapeles',
    dataSentToDatabase: 'Datos enviados correctamente a la base de datos',
    fileCopied: 'Archivo copiado correctamente',
    fileDeleted: 'Archivo eliminado correctamente',
    fileDownloaded: 'Archivo descargado correctamente',
    filesUploaded: 'Archivos subidos correctamente: {{count}}',
    folderCreated: 'Carpeta creada correctamente',
    folderDeleted: 'Carpeta eliminada correctamente',
    folderMoved: 'Carpeta movida correctamente',
    folderRenamed: 'Carpeta renombrada correctamente',
    metadataUpdated: 'Metadatos actualizados correctamente',
    topicCreated: 'Tema creado correctamente',
    topicDeleted: 'Tema eliminado correctamente',
  },
  pages: {
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
    extractor: {
      description:
        'Aquí se listarán sus configuraciones de extracción, para buscar, ver, ejecutar, consultar sus resultados o eliminar.',
      title: 'Extractor',
    },
    featureBlocked: {
      description:
        'Esta función no está disponible en la versión demo. Vuelva atrás o continúe desde el panel.',
      goBack: 'Volver atrás',
      title: 'Función no disponible',
    },
    files: {
      description:
        'Aquí estarán sus documentos, por categoría, con búsqueda, filtros, ordenación y descargas.',
      title: 'Archivos',
    },
    lastConfigurations: {
      description: 'Aquí se listarán las configuraciones que usó más recientemente.',
      title: 'Últimas configuraciones',
    },
    newConfiguration: {
      description:
        'Aquí un asistente le guiará: elija el tipo de documento, suba ejemplos, defina los atributos a extraer y pruebe los resultados.',
      title: 'Nueva configuración',
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
    results: {
      description:
        'Aquí estarán los documentos extraídos con esta configuración, para verificar, editar y descargar en CSV, PDF o TXT.',
      title: 'Resultados de {{configuration}}',
    },
    runConfiguration: {
      description:
        'Aquí subirá un ZIP de documentos PDF, revisará los campos a extraer y verá los resultados.',
      title: 'Ejecutar {{configuration}}',
    },
    utils: {
      description:
        'Aquí estarán las utilidades de documentos: PDF a ZIP, imágenes a PDF, dividir y combinar PDF, dividir archivos de Word y Excel, y conversiones a PDF.',
      title: 'Utilidades',
    },
    verifyFile: {
      description:
        'Aquí se mostrarán los datos extraídos de este documento junto al documento, para revisarlos y corregirlos.',
      title: 'Verificar documento',
    },
  },
  shell: {
    chatbot: 'Chatbot',
    contact: 'Contacto',
    contactCopied: 'Dirección de correo copiada al portapapeles',
    dashboard: 'Panel',
    dataIntegration: 'Integración de datos',
    dataProtection: 'Protección de datos',
    extractor: 'Extractor',
    files: 'Archivos',
    home: 'Inicio de Folio',
    logout: 'Cerrar sesión',
    mainNavigation: 'Navegación principal',
    manual: {
      chatbot: 'Chatbot: cree un tema a partir de sus archivos y haga preguntas sobre ellos.',
      extractor:
        'Extractor: cree una configuración para un tipo de documento, ejecútela sobre un ZIP de PDF y verifique los resultados.',
      files: 'Archivos: guarde sus documentos en carpetas, búsquelos y descárguelos.',
      intro:
        'Folio extrae datos de sus documentos, responde preguntas sobre ellos y los mantiene en orden.',
      utils: 'Utilidades: divida, combine y convierta archivos PDF, Word, Excel e imágenes.',
      website: 'Más en el sitio web',
    },
    messaging: 'Escríbanos',
    productWebsite: 'Sitio web del producto',
    profile: 'Perfil',
    support: 'Soporte',
    toggleSidebar: 'Mostrar u ocultar el menú',
    useCases: 'Casos de uso',
    usefulLinks: 'Enlaces útiles',
    userManual: 'Manual de usuario',
    userMenu: 'Menú de usuario',
    utilities: 'Utilidades',
  },
  terms: {
    accept: 'Aceptar',
    acceptLabel: 'He leído y acepto los términos y condiciones',
    close: 'Cerrar',
    decline: 'Rechazar',
    intro:
      'Estos términos regulan su uso de Folio. Léalos hasta el final: debe aceptarlos para usar la aplicación.',
    lastUpdated: 'Última actualización: {{date}}',
    scrollHint: 'Desplácese hasta el final de los términos para aceptarlos.',
    sections: {
      account: {
        body: 'Usted es responsable de su cuenta, su contraseña y su clave de cuenta. Manténgalas en secreto y avísenos de inmediato si cree que otra persona las ha usado.',
        title: 'Su cuenta',
      },
      ai: {
        body: 'Las extracciones y respuestas se generan de forma automática y pueden contener errores. Revise los resultados importantes antes de confiar en ellos; Folio le permite verificar y corregir cada documento extraído.',
        title: 'Resultados automáticos',
      },
      changes: {
        body: 'Podemos actualizar estos términos. Cuando lo hagamos, la fecha de arriba cambiará y se le pedirá que acepte la nueva versión antes de continuar.',
        title: 'Cambios',
      },
      content: {
        body: 'Usted conserva todos los derechos sobre los documentos que sube. Solo concede a Folio el permiso necesario para guardarlos y procesarlos para usted, y confirma que tiene derecho a subirlos.',
        title: 'Sus documentos',
      },
      data: {
        body: 'Tratamos los datos personales como explica la página de protección de datos: anonimizados antes de llegar a un modelo externo, limitados a lo que cada tarea necesita y nunca usados para entrenar modelos.',
        title: 'Datos personales',
      },
      use: {
        body: 'No use Folio para infringir la ley, para procesar documentos sobre los que no tiene derechos ni para perturbar el servicio o a otros usuarios. Podemos suspender las cuentas que lo hagan.',
        title: 'Uso aceptable',
      },
    },
    title: 'Términos y condiciones',
  },
  utils: {
    chooseFiles: 'Elegir archivos',
    combine: {
      description: 'Combina varios PDF en uno, en el orden de la lista.',
      run: 'Combinar',
      title: 'Combinar PDF',
    },
    comingSoon: 'Próximamente',
    dropHint: 'Arrastra y suelta los archivos aquí, o elígelos',
    files: 'Archivos',
    images: {
      description:
        'Crea un PDF con imágenes JPEG o PNG, una página por imagen, en el orden de la lista.',
      pageSize: 'Tamaño de página',
      pageSizeA4: 'A4',
      pageSizeFit: 'Ajustar a la imagen',
      run: 'Crear PDF',
      title: 'Imágenes a PDF',
    },
    moveDown: 'Bajar {{name}}',
    moveUp: 'Subir {{name}}',
    noFiles: 'Aún no hay archivos',
    remove: 'Quitar {{name}}',
    running: 'Procesando…',
    soon: {
      convertToPdf: 'Convertir a PDF',
      htmlToPdf: 'HTML a PDF',
      pageToImage: 'Página de PDF a imagen',
      pdfsToZip: 'PDF a ZIP',
      splitDocx: 'Dividir Word',
      splitXlsx: 'Dividir Excel',
    },
    split: {
      description: 'Divide un PDF en un PDF por página, o uno por rango, en un ZIP.',
      ranges: 'Rangos de páginas',
      rangesHelp:
        'Por ejemplo 1-3,5,8- (8- llega hasta la última página). Vacío: un PDF por página.',
      rangesInvalid: 'Escribe rangos de páginas como 1-3,5,8-',
      run: 'Dividir',
      title: 'Dividir PDF',
    },
    wrongType: 'Se dejaron fuera algunos archivos: esta utilidad no acepta su tipo',
  },
  validation: {
    allFieldsRequired: 'Todos los campos son obligatorios',
    emailInvalid: 'El correo electrónico no es válido',
    lastnameLettersOnly: 'El apellido solo puede contener letras',
    lettersAndDigitsOnly: 'Use solo letras sin tildes y números, sin espacios ni símbolos',
    linkInvalid: 'Este enlace no es válido o ha caducado. Solicite uno nuevo.',
    nameLettersOnly: 'El nombre solo puede contener letras',
    passwordCommon: 'Esta contraseña es demasiado común. Elija una más difícil de adivinar.',
    passwordTooLong: 'La contraseña puede tener como máximo 128 caracteres',
    passwordWeak:
      'La contraseña debe tener al menos 8 caracteres, una letra mayúscula, un número y un carácter especial',
    passwordsDoNotMatch: 'Las contraseñas no coinciden',
    required: 'Este campo es obligatorio',
    resetPasswordsDoNotMatch: 'Las contraseñas no coinciden',
  },
};
