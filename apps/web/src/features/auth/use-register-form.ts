import { isFormValid, validateRegistration, type RegistrationForm } from '@folio/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../components/notices/notices-context';
import { serverErrorText } from '../../lib/error-message';
import { useLanguage } from '../../lib/i18n';
import { storeAccountKey } from '../../lib/storage';

import { generateAccountKey } from './account-key';
import { useAuthCalls } from './use-auth-calls';

/** The register screen's fields as typed; the account key is generated, not typed. */
export type RegisterFields = Omit<RegistrationForm, 'hash'>;

const EMPTY: RegisterFields = {
  email: '',
  name: '',
  lastname: '',
  password: '',
  confirmPassword: '',
  belongsToCompany: null,
  companyId: '',
};

/** Where the screen is: filling the form, sending it, or registered (with the server's message). */
export type RegisterStatus =
  | { kind: 'editing'; serverError?: string }
  | { kind: 'sending' }
  | { kind: 'registered'; message: string };

/**
 * The register screen's state (SPEC §5): the fields, the account key generated once in this
 * browser, the "I saved it" tick, and the problems core's `validateRegistration` finds, shown
 * from the first attempt to send on. The key counts as given only once the user ticked that it
 * was saved. On success the key is kept in this browser for login (DECISIONS.md "hash").
 */
export function useRegisterForm() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const calls = useAuthCalls();
  const { notifyError } = useNotices();
  const [accountKey] = useState(generateAccountKey);
  const [fields, setFields] = useState(EMPTY);
  const [isKeySaved, setIsKeySaved] = useState(false);
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [status, setStatus] = useState<RegisterStatus>({ kind: 'editing' });

  const form: RegistrationForm = { ...fields, hash: isKeySaved ? accountKey : '' };
  const problems = validateRegistration(form);
  const errors = wasSubmitted ? problems : {};

  const setField = <K extends keyof RegisterFields>(name: K, value: RegisterFields[K]) =>
    setFields((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWasSubmitted(true);
    if (!isFormValid(problems)) {
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      const message = await calls.register(form);
      storeAccountKey(form.email, accountKey);
      setStatus({ kind: 'registered', message });
    } catch (failure) {
      // SPEC §8: register failures show the server's errorMessage, and a toast too.
      setStatus({
        kind: 'editing',
        serverError: serverErrorText(failure, language, t('auth.register.failed')),
      });
      notifyError(failure, 'auth.register.failed');
    }
  };

  return { fields, setField, accountKey, isKeySaved, setIsKeySaved, errors, status, submit };
}
