import type { Messages } from '../en';

/** Spanish `dataProtection` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const dataProtection: Messages['dataProtection'] = {
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
};
