import type { Messages } from '../en';

/** Spanish `terms` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const terms: Messages['terms'] = {
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
};
