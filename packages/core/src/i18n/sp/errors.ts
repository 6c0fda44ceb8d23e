import type { Messages } from '../en';

/** Spanish `errors` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const errors: Messages['errors'] = {
  accessDenied: 'Acceso denegado: su cuenta no tiene acceso a este recurso.',
  accountNotVerified:
    'Su cuenta aún no está verificada. Abra el enlace que le enviamos por correo electrónico y luego inicie sesión.',
  apiRequest:
    'Un servicio externo no respondió correctamente a la solicitud. Inténtelo de nuevo en unos minutos.',
  audioExtraction:
    'No se pudo transcribir el mensaje de audio. Compruebe que la transcripción de audio esté configurada o escriba su mensaje.',
  auditing: 'No se pudo completar la auditoría del documento. Inténtelo de nuevo.',
  authenticationFailed: 'El correo electrónico o la contraseña que ingresó son incorrectos',
  autoTraining: 'Falló el entrenamiento automático del chatbot. Vuelva a iniciar el entrenamiento.',
  badRequest: 'La solicitud no es válida. Revise los datos ingresados e inténtelo de nuevo.',
  chatbot: 'El chatbot no pudo responder su mensaje. Inténtelo de nuevo.',
  chatbotService:
    'El servicio de chatbot no está disponible en este momento. Inténtelo de nuevo en unos minutos.',
  claimExtraction:
    'No se pudieron leer los datos de su sesión. Por favor, inicie sesión nuevamente.',
  cloudFileNotFound: 'El archivo o la carpeta ya no existe en su cuenta en la nube.',
  cloudFileTooLarge:
    'El archivo es demasiado grande para importarlo: el límite es de {{maxMb}} MB.',
  cloudPermissionDenied:
    'Su cuenta en la nube no lo permite: le falta permiso sobre el archivo o la carpeta.',
  cloudRateLimited:
    'El servicio en la nube está limitando las peticiones o se ha agotado su cuota. Espere un momento e inténtelo de nuevo.',
  cloudReconnectRequired:
    'El acceso a su cuenta en la nube ha caducado o se ha revocado. Vuelva a conectarla desde su perfil e inténtelo de nuevo.',
  cloudServiceError:
    'El servicio en la nube no ha respondido correctamente. Inténtelo de nuevo en unos minutos.',
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
  fileTooComplex:
    'El archivo es demasiado complejo para procesarlo: necesita más tiempo o memoria de los que puede usar una conversión. Simplifíquelo o divídalo en archivos más pequeños e inténtelo de nuevo.',
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
  integrationNotConfigured:
    'Esta integración no está configurada en el servidor. Pida a su administrador que la configure.',
  integrationNotConnected: 'Conecte primero su cuenta, desde Cuentas conectadas en su perfil.',
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
  modelBadResponse:
    'La respuesta del modelo de lenguaje llegó cortada o no se pudo leer. Vuelva a enviar su mensaje.',
  modelKeyRefused:
    'El modelo de lenguaje rechazó la clave de este servidor. Pida a su administrador que la revise, o elija otro modelo.',
  modelRateLimited:
    'El modelo de lenguaje está recibiendo demasiadas peticiones ahora mismo. Espere un minuto y vuelva a enviar su mensaje.',
  modelRefused:
    'El modelo de lenguaje no quiso responder a este mensaje. Reformúlelo, o elija otro modelo.',
  modelTimeout:
    'El modelo de lenguaje tardó demasiado en responder. Vuelva a enviar su mensaje, o elija un modelo más rápido.',
  modelUnavailable:
    'No se puede contactar con el modelo de lenguaje ahora mismo. Inténtelo dentro de unos minutos, o elija otro modelo.',
  network: 'Error de conexión de red: compruebe la conexión a internet e inténtelo de nuevo',
  noPdfTokensLeft: 'No le quedan páginas para procesar PDF. Solicite más saldo para continuar.',
  payloadTooLarge:
    'El envío supera el límite de tamaño de {{maxMb}} MB. Suba archivos más pequeños o menos archivos.',
  pdfCheck: 'No se pudo verificar el PDF. Asegúrese de que sea un PDF válido e inténtelo de nuevo.',
  pdfPageValidation:
    'No se pudieron validar las páginas del PDF. Asegúrese de que el PDF no esté dañado ni protegido con contraseña.',
  pdfProcessing:
    'No se pudo procesar el PDF. Compruebe que no esté dañado ni protegido con contraseña e inténtelo de nuevo.',
  productAdd: 'No se pudo agregar el producto. Inténtelo de nuevo.',
  productDelete: 'No se pudo eliminar el producto. Inténtelo de nuevo.',
  productRetrieval: 'No se pudieron cargar los productos. Inténtelo de nuevo.',
  productUpdate: 'No se pudo actualizar el producto. Inténtelo de nuevo.',
  quantityCalculation: 'No se pudo calcular el número de páginas a descontar. Inténtelo de nuevo.',
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
  runCancelled: 'No extraído: se canceló la ejecución.',
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
  tooManyRequestsAtOnce:
    'Ya tiene {{limit}} conversiones en curso. Espere a que termine una e inténtelo de nuevo.',
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
};
