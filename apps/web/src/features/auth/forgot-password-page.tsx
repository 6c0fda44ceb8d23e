import { isValidEmail } from '@folio/core';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../app/paths';
import { FormMessage, TextField } from '../../components/form-field';
import { serverErrorText } from '../../lib/error-message';
import { useLanguage } from '../../lib/i18n';

import { AuthCard } from './components/auth-card';
import { useAuthCalls } from './use-auth-calls';

/**
 * Forgot password (SPEC §2, §7): sends the e-mail as a text/plain body; the answer is the same
 * whether or not the address has an account (DECISIONS.md), and the screen says the link was
 * sent: 'El link de restablecimiento de contraseña fue enviado a su bandeja de entrada'.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const calls = useAuthCalls();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [serverError, setServerError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setEmailError(t(email.trim() === '' ? 'validation.required' : 'validation.emailInvalid'));
      return;
    }
    setEmailError(undefined);
    setServerError(undefined);
    setStatus('sending');
    try {
      await calls.forgotPassword(email);
      setStatus('sent');
    } catch (failure) {
      setServerError(serverErrorText(failure, language, t('auth.forgotPassword.failed')));
      setStatus('editing');
    }
  };

  return (
    <AuthCard
      icon="pi-key"
      title={t('auth.forgotPassword.title')}
      subtitle={status === 'sent' ? undefined : t('auth.forgotPassword.description')}
    >
      {status === 'sent' ? (
        <FormMessage severity="success">{t('auth.forgotPassword.sent')}</FormMessage>
      ) : (
        <form className="folio-form" onSubmit={(event) => void submit(event)} noValidate>
          {serverError !== undefined && <FormMessage severity="error">{serverError}</FormMessage>}
          <TextField
            id="forgot-email"
            type="email"
            autoComplete="email"
            required
            label={t('auth.email')}
            value={email}
            error={emailError}
            onChange={setEmail}
          />
          <Button
            type="submit"
            label={t('auth.forgotPassword.submit')}
            loading={status === 'sending'}
          />
        </form>
      )}
      <Link to={paths.login} className="folio-auth__switch">
        {t('auth.backToLogin')}
      </Link>
    </AuthCard>
  );
}
