import type { Messages } from '../en';

/** Spanish `validation` messages, one namespace of `sp` (../sp.ts), typed against English's. */
export const validation: Messages['validation'] = {
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
};
