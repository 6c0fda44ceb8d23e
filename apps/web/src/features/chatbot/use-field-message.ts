import { translate, type FieldMessage } from '@folio/core';

import { useLanguage } from '../../lib/i18n';

/**
 * Turns core's field messages (a key and its placeholders) into text in the interface language.
 * Core's `translate` takes any message key with its params, which the web's typed `t` cannot.
 */
export function useFieldMessage() {
  const [language] = useLanguage();
  return (field: FieldMessage | undefined) =>
    field ? translate(language, field.key, field.params) : undefined;
}
