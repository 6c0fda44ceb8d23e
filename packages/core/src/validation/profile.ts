import { isBlank, type ValidationErrors, type ValidationMessageKey } from './messages';
import { isPersonName } from './names';
import { findPasswordProblem } from './password';

/** The profile screen's editable fields (SPEC §3 User; issue 13). The e-mail is the username and never changes. */
export type ProfileForm = {
  name: string;
  lastname: string;
  belongsToCompany: boolean;
  companyId: string;
};

/** A field of the profile form. */
export type ProfileField = keyof ProfileForm;

type Problem = ValidationMessageKey | undefined;

const personName = (value: string, lettersOnly: ValidationMessageKey): Problem => {
  if (isBlank(value)) {
    return 'validation.required';
  }
  return isPersonName(value) ? undefined : lettersOnly;
};

function withoutEmpty<Field extends string>(
  problems: Record<Field, Problem>,
): ValidationErrors<Field> {
  const errors: ValidationErrors<Field> = {};
  for (const [field, problem] of Object.entries(problems) as Array<[Field, Problem]>) {
    if (problem !== undefined) {
      errors[field] = problem;
    }
  }
  return errors;
}

/**
 * The profile form's problems (`{}` when it can be saved), by the rules the register screen uses
 * (SPEC §5): name and last name required, letters only ('The first name can only contain
 * letters', 'The last name can only contain letters'); a company id required for a member.
 */
export function validateProfile(form: ProfileForm): ValidationErrors<ProfileField> {
  return withoutEmpty<ProfileField>({
    name: personName(form.name, 'validation.nameLettersOnly'),
    lastname: personName(form.lastname, 'validation.lastnameLettersOnly'),
    belongsToCompany: undefined,
    companyId: form.belongsToCompany && isBlank(form.companyId) ? 'validation.required' : undefined,
  });
}

/** The change-password form: the current password, the new one and its confirmation. */
export type ChangePasswordForm = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

/** A field of the change-password form. */
export type ChangePasswordField = keyof ChangePasswordForm;

/**
 * The change-password form's problems (`{}` when it can be sent): every field required, the new
 * password by SPEC §5's rule and DECISIONS.md's additions (`findPasswordProblem`, the rule of
 * registration and reset, so no form is a way around it), and the confirmation must match ('The
 * passwords do not match'). Passwords are taken as typed, never trimmed.
 */
export function validateChangePassword(
  form: ChangePasswordForm,
): ValidationErrors<ChangePasswordField> {
  const confirmProblem = (): Problem => {
    if (form.confirmPassword === '') {
      return 'validation.required';
    }
    return form.newPassword !== '' && form.confirmPassword !== form.newPassword
      ? 'validation.passwordsDoNotMatch'
      : undefined;
  };
  return withoutEmpty<ChangePasswordField>({
    currentPassword: form.currentPassword === '' ? 'validation.required' : undefined,
    newPassword:
      form.newPassword === '' ? 'validation.required' : findPasswordProblem(form.newPassword),
    confirmPassword: confirmProblem(),
  });
}
