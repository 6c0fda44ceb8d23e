import type { StoredSession } from '@folio/core';
import { FolioError } from '@folio/sdk';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { errorText, serverErrorText } from '../../lib/error-message';
import { useLanguage } from '../../lib/i18n';

import { useAuthCalls } from './use-auth-calls';

/** Where a provider sign-in stands on the login screen. */
export type OidcLogin =
  { kind: 'none' } | { kind: 'signingIn' } | { kind: 'failed'; message: string };

/**
 * Finishes a sign-in through the OpenID provider (SPEC §7 "Other/social login"): the provider's
 * redirect leaves `oidc=<code>` on /login, exchanged once for a session that `onSession` stores
 * like a login; `oidcError=<code>` is shown as that error's message.
 */
export function useOidcLogin(onSession: (session: StoredSession) => void): OidcLogin {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const calls = useAuthCalls();
  const [params] = useSearchParams();
  const code = params.get('oidc');
  const errorCode = params.get('oidcError');
  const [state, setState] = useState<OidcLogin>(() =>
    code ? { kind: 'signingIn' } : { kind: 'none' },
  );

  useEffect(() => {
    if (!code) {
      return undefined;
    }
    let isCurrent = true;
    calls.loginWithOidc(code).then(
      (session) => isCurrent && onSession(session),
      (failure: unknown) => {
        if (isCurrent) {
          setState({
            kind: 'failed',
            message: serverErrorText(failure, language, t('auth.login.failed')),
          });
        }
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [code, calls, onSession, language, t]);

  if (errorCode && state.kind === 'none') {
    return {
      kind: 'failed',
      message: errorText(new FolioError(errorCode, ''), language, t('auth.login.failed')),
    };
  }
  return state;
}
