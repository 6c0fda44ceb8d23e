/**
 * Validation: the form rules of SPEC §5 (registration, reset password, names), each answering with
 * message keys of the `validation` namespace.
 */
export { COMMON_PASSWORDS } from './common-passwords';
export { isValidEmail } from './email';
export { isFormValid } from './messages';
export type { ValidationErrors, ValidationMessageKey } from './messages';
export { isAlphanumeric, isPersonName } from './names';
export { isUuid } from './uuid';
export { PASSWORD_MAX_LENGTH, checkPasswordRequirements, findPasswordProblem } from './password';
export type { PasswordRequirements } from './password';
export { validateChangePassword, validateProfile } from './profile';
export type { ChangePasswordField, ChangePasswordForm, ProfileField, ProfileForm } from './profile';
export { validateRegistration } from './registration';
export type { RegistrationField, RegistrationForm } from './registration';
export { validateResetPassword } from './reset-password';
export type { ResetPasswordField, ResetPasswordForm } from './reset-password';
