import { isValidEmail } from './email';
import { isBlank, type ValidationErrors, type ValidationMessageKey } from './messages';
import { isPersonName } from './names';
import { findPasswordProblem } from './password';

/**
 * The register screen's fields (SPEC §3 User, §5 Registration). `hash` is the account key the
 * client generates and shows once (DECISIONS.md "Accounts and sessions"); `belongsToCompany` is
 * `null` until the user answers; `companyId` matters only for a member of a company.
 */
export type RegistrationForm = {
  email: string;
  name: string;
  lastname: string;
  password: string;
  confirmPassword: string;
  hash: string;
  belongsToCompany: boolean | null;
  companyId: string;
};

/** A field of the register screen. */
export type RegistrationField = keyof RegistrationForm;

type Problem = ValidationMessageKey | undefined;

/** `validation.required` for a blank value, else what `rule` finds. */
function required(value: string, rule: (value: string) => Problem = () => undefined): Problem {
  return isBlank(value) ? 'validation.required' : rule(value);
}

/**
 * The register screen's problems, field -> message key (`{}` when it can be sent), by SPEC §5
 * "Registration (all required): email (must be valid), name and lastname (letters only),
 * password, confirm password (must match), hash, belongsToCompany choice, and companyId if the user
 * is a member", with the password rule of `findPasswordProblem`. A blank field reports
 * `validation.required` and nothing else. Passwords are taken as typed, never trimmed.
 */
export function validateRegistration(form: RegistrationForm): ValidationErrors<RegistrationField> {
  const problems: Record<RegistrationField, Problem> = {
    email: required(form.email, (email) =>
      isValidEmail(email) ? undefined : 'validation.emailInvalid',
    ),
    name: required(form.name, (name) =>
      isPersonName(name) ? undefined : 'validation.nameLettersOnly',
    ),
    lastname: required(form.lastname, (lastname) =>
      isPersonName(lastname) ? undefined : 'validation.lastnameLettersOnly',
    ),
    password: form.password === '' ? 'validation.required' : findPasswordProblem(form.password),
    confirmPassword: confirmProblem(form.password, form.confirmPassword),
    hash: required(form.hash),
    belongsToCompany: form.belongsToCompany === null ? 'validation.required' : undefined,
    companyId: form.belongsToCompany === true ? required(form.companyId) : undefined,
  };
  const errors: ValidationErrors<RegistrationField> = {};
  for (const [field, problem] of Object.entries(problems) as Array<[RegistrationField, Problem]>) {
    if (problem !== undefined) {
      errors[field] = problem;
    }
  }
  return errors;
}

function confirmProblem(password: string, confirmPassword: string): Problem {
  if (confirmPassword === '') {
    return 'validation.required';
  }
  // With no password typed yet, "required" on the password says it all.
  return password !== '' && confirmPassword !== password
    ? 'validation.passwordsDoNotMatch'
    : undefined;
}
