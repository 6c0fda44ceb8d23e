import type { Messages } from '../en';

/** Spanish `manual` messages, one namespace of `sp` (../sp.ts). */
export const manual: Messages['manual'] = {
  close: 'Cerrar el manual',
  faq: {
    contact: {
      answer:
        'Escriba a {{email}} o llame al {{phone}} en días laborables. Cuéntenos qué estaba haciendo y el mensaje que vio; una captura de pantalla ayuda.',
      question: '¿Cómo contacto con soporte?',
    },
    fileLoadError: {
      answer:
        'El archivo no pudo llegar a Folio. Compruebe la conexión a internet y vuelva a subirlo. Si sigue fallando, compruebe que su tipo es compatible y que no supera el límite de subida.',
      question: '¿Qué significa «error al cargar el archivo»?',
    },
    languages: {
      answer:
        'Las pantallas están en español e inglés: cambie el idioma desde el menú de usuario o en su perfil. Los documentos pueden estar en cualquiera de los dos; la extracción y el chat leen ambos.',
      question: '¿Qué idiomas habla Folio?',
    },
    processingFailed: {
      answer:
        'Folio no pudo leer el documento (dañado, protegido con contraseña o un escaneo ilegible). Inténtelo más tarde, o abra el archivo en su equipo, guárdelo de nuevo como PDF y suba esa copia.',
      question: '¿Qué hago cuando aparece «el procesamiento falló»?',
    },
    supportedFiles: {
      answer:
        'PDF, Word (DOC, DOCX), Excel (XLS, XLSX), texto y Markdown, e imágenes (PNG, JPG, TIFF y más). El extractor recibe un ZIP de PDF con un documento cada uno; el chatbot contable recibe Excel y PDF.',
      question: '¿Qué archivos se admiten?',
    },
    timeoutExpired: {
      answer:
        'La respuesta tardó más de lo esperado, normalmente por un archivo grande o un momento de mucha carga. Compruebe la conexión a internet e inténtelo más tarde; los trabajos largos, como una extracción, siguen en segundo plano y sus resultados aparecen cuando están listos.',
      question: '¿Qué significa «tiempo de espera agotado»?',
    },
    uploading: {
      answer:
        'Arrastre archivos a la pantalla Archivos o pulse Subir y elíjalos. Los archivos grandes se suben por partes y continúan tras un corte de conexión. En el chat puede adjuntar hasta 4 archivos a la vez.',
      question: '¿Cómo subo archivos?',
    },
  },
  help: 'Ayuda de esta pantalla: {{section}}',
  intro: 'Paso a paso, qué hace cada pantalla de Folio y cómo usarla.',
  player: {
    label: 'Pasos de {{section}}',
    next: 'Paso siguiente',
    pause: 'Pausar los pasos',
    play: 'Reproducir los pasos',
    position: 'Paso {{step}} de {{total}}:',
    previous: 'Paso anterior',
  },
  screenshot: 'Captura de {{section}}; selecciónela para ampliarla',
  sections: {
    chatbot: {
      intro: 'Converse con sus documentos: las respuestas citan la página de la que salen.',
      step1:
        'Abra Chatbot y pulse Nuevo tema. Dele un nombre de letras y dígitos y una descripción.',
      step2:
        'Elija el tipo: conversacional para documentos PDF, Word y texto, contable para tablas de Excel y PDF.',
      step3: 'Suba los archivos de referencia y espere mientras se entrena el tema.',
      step4: 'Abra el tema y haga una pregunta; elija una pregunta sugerida para empezar rápido.',
      step5: 'Elija el modelo, el tono y la personalidad, o una misión como resumir o comparar.',
      title: 'Chatbot',
    },
    extractor: {
      intro: 'Convierta un ZIP de facturas u otros documentos en una tabla de datos.',
      step1: 'Abra Extractor y pulse Nueva configuración; elija el tipo de documento.',
      step2:
        'Suba un archivo de ejemplo y defina los campos de cabecera y las columnas de detalle.',
      step3: 'Ejecute la configuración sobre un ZIP de PDF, un documento por PDF.',
      step4:
        'Abra los resultados: revise cada documento, corrija un valor y márquelo como verificado.',
      step5: 'Descargue CSV, PDF o TXT, envíe las filas a la base documental o entrene un chatbot.',
      title: 'Extractor',
    },
    faq: {
      intro:
        'Respuestas a las preguntas más frecuentes. Seleccione una pregunta para leer su respuesta.',
      title: 'Preguntas frecuentes',
    },
    files: {
      intro: 'Todos sus documentos en carpetas, con búsqueda dentro de su contenido.',
      step1:
        'Abra Archivos; las carpetas de la izquierda incluyen las que Folio guarda para el extractor y el chatbot.',
      step2: 'Cree una carpeta y suba archivos arrastrándolos o con el botón Subir.',
      step3: 'Cambie entre cuadrícula y lista, ordene por nombre, fecha o tipo y filtre por tipo.',
      step4: 'Busque por nombre, o dentro de los documentos con la búsqueda avanzada.',
      step5: 'Seleccione varios archivos para descargarlos, moverlos o eliminarlos a la vez.',
      title: 'Archivos',
    },
    introduction: {
      intro:
        'Folio extrae datos de sus documentos, le permite conversar con ellos y los mantiene en orden.',
      step1: 'El panel muestra su actividad y su saldo de páginas de un vistazo.',
      step2: 'La barra lateral lleva a las pantallas Extractor, Archivos, Chatbot y Utilidades.',
      step3: 'El botón ? de arriba abre este manual en la sección de la pantalla en la que está.',
      step4: 'Su perfil guarda sus datos, su contraseña y una copia de toda su información.',
      title: 'Introducción',
    },
    utils: {
      intro: 'Herramientas del día a día para archivos PDF y de oficina.',
      step1:
        'Abra Utilidades y elija una herramienta: dividir, combinar, convertir, imágenes a PDF o HTML a PDF.',
      step2: 'Elija los archivos; para combinar, póngalos en el orden que quiera.',
      step3: 'Ajuste las opciones, como los rangos de páginas de una división.',
      step4: 'Ejecútela: el resultado se descarga como PDF o como ZIP de varios archivos.',
      title: 'Utilidades',
    },
  },
  title: 'Manual de usuario',
  website: 'Visite el sitio web de Folio',
};
