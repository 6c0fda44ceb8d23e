import type { Messages } from '../en';

/** Spanish `auth` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const auth: Messages['auth'] = {
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
};
