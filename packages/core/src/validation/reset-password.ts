import { isBlank, type ValidationErrors } from './messages';
import { findPasswordProblem } from './password';

/**
 * The reset-password screen: the new password twice, and the token that came in the e-mailed
 * link's parameters (`null` or `undefined` when the page was opened without it).
 */
export type ResetPasswordForm = {
  password: string;
  confirmPassword: string;
  token: string | null | undefined;
};

/**
 * Where a reset problem shows: `link` (the page shows "invalid or expired link" instead of the
 * form, SPEC §2), `form` (one message for the whole form), or a field.
 */
export type ResetPasswordField = 'link' | 'form' | 'password' | 'confirmPassword';

/**
 * The reset screen's problems (`{}` when it can be sent), by SPEC §5 "Reset password: all fields
 * are required ('All fields are required'); passwords must match ('Passwords do not match'); link
 * parameters required" and SPEC §2 "without them the link counts as invalid or expired". The new
 * password must also pass the password rule (`findPasswordProblem`), or a reset would be a way
 * around it (DECISIONS.md "Passwords"). With a blank field only
 * `form: 'validation.allFieldsRequired'` is reported, as the spec gives one message for it.
 */
export function validateResetPassword(
  form: ResetPasswordForm,
): ValidationErrors<ResetPasswordField> {
  const errors: ValidationErrors<ResetPasswordField> = {};
  if (isBlank(form.token)) {
    errors.link = 'validation.linkInvalid';
  }
  if (form.password === '' || form.confirmPassword === '') {
    errors.form = 'validation.allFieldsRequired';
    return errors;
  }
  const problem = findPasswordProblem(form.password);
  if (problem !== undefined) {
    errors.password = problem;
  }
  if (form.confirmPassword !== form.password) {
    errors.confirmPassword = 'validation.resetPasswordsDoNotMatch';
  }
  return errors;
}
