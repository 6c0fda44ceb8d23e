import { isFormValid, validateResetPassword } from '@folio/core';
import { FolioError } from '@folio/sdk';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '../../app/paths';
import { FormMessage, TextField } from '../../components/form-field';
import { serverErrorText } from '../../lib/error-message';
import { useLanguage } from '../../lib/i18n';

import { AuthCard } from './components/auth-card';
import { useAuthCalls } from './use-auth-calls';

/** Answers that mean the link itself is spent or wrong: the screen then offers a new one. */
const LINK_CODES = new Set(['INVALID_LINK', 'INVALID_TOKEN', 'TOKEN_EXPIRED']);

/**
 * Reset password (SPEC §2, §5): the token comes from the e-mailed link's parameters; without it,
 * or when the server refuses it, the link counts as invalid or expired. Core's
 * `validateResetPassword` checks the form before it is sent.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const calls = useAuthCalls();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const [status, setStatus] = useState<'editing' | 'sending' | 'done' | 'invalidLink'>('editing');
  const [serverError, setServerError] = useState<string>();

  const problems = validateResetPassword({ password, confirmPassword, token });
  const errors = wasSubmitted ? problems : {};

  if (problems.link !== undefined || status === 'invalidLink') {
    return (
      <AuthCard icon="pi-exclamation-triangle" title={t('auth.resetPassword.invalidTitle')}>
        <p>{t('auth.resetPassword.invalidDescription')}</p>
        <Link to={paths.forgotPassword}>{t('auth.resetPassword.requestNewLink')}</Link>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWasSubmitted(true);
    if (!isFormValid(problems) || token === null) {
      return;
    }
    setServerError(undefined);
    setStatus('sending');
    try {
      await calls.resetPassword(token, password, confirmPassword);
      setStatus('done');
    } catch (failure) {
      if (failure instanceof FolioError && LINK_CODES.has(failure.code)) {
        setStatus('invalidLink');
        return;
      }
      setServerError(serverErrorText(failure, language, t('auth.resetPassword.failed')));
      setStatus('editing');
    }
  };

  if (status === 'done') {
    return (
      <AuthCard icon="pi-check-circle" title={t('auth.resetPassword.title')}>
        <FormMessage severity="success">{t('auth.resetPassword.success')}</FormMessage>
        <Link to={paths.login}>{t('auth.backToLogin')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon="pi-lock" title={t('auth.resetPassword.title')}>
      <form className="folio-form" onSubmit={(event) => void submit(event)} noValidate>
        {serverError !== undefined && <FormMessage severity="error">{serverError}</FormMessage>}
        {errors.form !== undefined && <FormMessage severity="error">{t(errors.form)}</FormMessage>}
        <TextField
          id="reset-password"
          type="password"
          autoComplete="new-password"
          required
          label={t('auth.resetPassword.newPassword')}
          value={password}
          error={errors.password ? t(errors.password) : undefined}
          onChange={setPassword}
        />
        <TextField
          id="reset-confirm-password"
          type="password"
          autoComplete="new-password"
          required
          label={t('auth.confirmPassword')}
          value={confirmPassword}
          error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
          onChange={setConfirmPassword}
        />
        <Button
          type="submit"
          label={t('auth.resetPassword.submit')}
          loading={status === 'sending'}
        />
      </form>
    </AuthCard>
  );
}
