import { Button } from 'primereact/button';
import type { StoredSession } from '@folio/core';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { SessionActor } from '../../app/actors';
import { paths } from '../../app/paths';
import { FormMessage, TextField } from '../../components/form-field';
import { serverErrorText } from '../../lib/error-message';
import { useLanguage } from '../../lib/i18n';

import { AuthCard } from './components/auth-card';
import { OidcSignIn } from './components/oidc-sign-in';
import { useAuthCalls } from './use-auth-calls';
import { useOidcLogin } from './use-oidc-login';

/**
 * Login (SPEC §2, §4): e-mail and password, links to register and forgot password. Success stores
 * the whole answer as the session (the session actor does it on `session.loggedIn`) and goes to
 * /dashboard; a failure shows the server's errorMessage.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const calls = useAuthCalls();
  const sessionRef = SessionActor.useActorRef();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  const startSession = useCallback(
    (session: StoredSession) => {
      sessionRef.send({ type: 'session.loggedIn', session });
      void navigate(paths.dashboard, { replace: true });
    },
    [sessionRef, navigate],
  );
  const oidc = useOidcLogin(startSession);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsBusy(true);
    setError(undefined);
    try {
      startSession(await calls.login(email, password));
    } catch (failure) {
      setError(serverErrorText(failure, language, t('auth.login.failed')));
      setIsBusy(false);
    }
  };

  if (oidc.kind === 'signingIn') {
    return (
      <AuthCard icon="pi-spin pi-spinner" title={t('auth.login.oidcSigningIn')}>
        <span className="folio-visually-hidden" role="status">
          {t('auth.login.oidcSigningIn')}
        </span>
      </AuthCard>
    );
  }

  const shownError = error ?? (oidc.kind === 'failed' ? oidc.message : undefined);
  return (
    <AuthCard icon="pi-sign-in" title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form className="folio-form" onSubmit={(event) => void submit(event)} noValidate>
        {shownError !== undefined && <FormMessage severity="error">{shownError}</FormMessage>}
        <TextField
          id="login-email"
          type="email"
          autoComplete="username"
          required
          label={t('auth.email')}
          value={email}
          onChange={setEmail}
        />
        <TextField
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          label={t('auth.password')}
          value={password}
          onChange={setPassword}
        />
        <Link to={paths.forgotPassword} className="folio-form__aside">
          {t('auth.forgotPassword.link')}
        </Link>
        <Button type="submit" label={t('auth.login.submit')} loading={isBusy} />
      </form>
      <OidcSignIn />
      <p className="folio-auth__switch">
        {t('auth.login.noAccount')} <Link to={paths.register}>{t('auth.login.registerLink')}</Link>
      </p>
    </AuthCard>
  );
}
