import { isAlphanumeric } from '../validation/names';

import { isSameFieldName } from './attributes';

/** The longest configuration name the contract takes (`ConfigurationInput.name`). */
export const CONFIGURATION_NAME_MAX_LENGTH = 100;

/**
 * Why a configuration name cannot be used (SPEC §5 "Configuration name: required, letters and
 * digits only, unique"); `exists` is also what the server's CONFIGURATION_NAME_EXISTS means.
 */
export type ConfigurationNameProblem = 'required' | 'lettersAndDigits' | 'tooLong' | 'exists';

/**
 * Checks a configuration name before it is sent (SPEC §5): required, ASCII letters and digits
 * only, at most 100 characters, and none of `takenNames` (the user's configurations, and names
 * the server already refused), compared without regard to case so two configurations never
 * differ only by it. `null` when the name can be sent; the server checks uniqueness again.
 */
export function checkConfigurationName(
  name: string,
  takenNames: readonly string[] = [],
): ConfigurationNameProblem | null {
  if (name === '') {
    return 'required';
  }
  if (!isAlphanumeric(name)) {
    return 'lettersAndDigits';
  }
  if (name.length > CONFIGURATION_NAME_MAX_LENGTH) {
    return 'tooLong';
  }
  return takenNames.some((taken) => isSameFieldName(taken, name)) ? 'exists' : null;
}
