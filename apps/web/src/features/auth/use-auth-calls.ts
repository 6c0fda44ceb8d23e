import { isLanguage, type RegistrationForm, type StoredSession } from '@folio/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useSdk, type AppSdk } from '../../lib/sdk';
import { readAccountKey } from '../../lib/storage';

/**
 * Single-use exchanges started, by SDK and `kind:token`: a verification link and a provider
 * sign-in code work once (DECISIONS.md), so the call must not run twice when React mounts a
 * screen twice (StrictMode) or the user comes back to it.
 */
const exchanges = new WeakMap<AppSdk, Map<string, Promise<unknown>>>();

function once<T>(sdk: AppSdk, key: string, run: () => Promise<T>): Promise<T> {
  const started = exchanges.get(sdk) ?? new Map<string, Promise<unknown>>();
  exchanges.set(sdk, started);
  const existing = started.get(key) as Promise<T> | undefined;
  if (existing) {
    return existing;
  }
  const exchange = run();
  started.set(key, exchange);
  return exchange;
}

/**
 * The auth screens' calls (SPEC §7 "Auth"), through the SDK's `auth` part, the one integrators
 * use before a session exists. Each answers the server's message or throws a FolioError.
 */
export function useAuthCalls() {
  const sdk = useSdk();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const { auth } = sdk;
    return {
      /** Login `{email, password, hash}`; the account key is sent when this browser holds it. */
      login(email: string, password: string): Promise<StoredSession> {
        const accountKey = readAccountKey(email);
        return auth.login({ email: email.trim(), password, ...(accountKey ? { accountKey } : {}) });
      },
      register(form: RegistrationForm): Promise<string> {
        return auth.register({
          email: form.email.trim(),
          name: form.name.trim(),
          lastname: form.lastname.trim(),
          password: form.password,
          confirmPassword: form.confirmPassword,
          hash: form.hash,
          belongsToCompany: form.belongsToCompany === true,
          ...(form.belongsToCompany === true ? { companyId: form.companyId.trim() } : {}),
          ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
        });
      },
      verifyAccount(token: string): Promise<string> {
        return once(sdk, `verify:${token}`, () => auth.verifyAccount(token));
      },
      /** Exchanges the one-time code a provider sign-in left on /login for a session. */
      loginWithOidc(code: string): Promise<StoredSession> {
        return once(sdk, `oidc:${code}`, () => auth.loginWithOidc(code));
      },
      forgotPassword: (email: string): Promise<string> => auth.forgotPassword(email.trim()),
      resetPassword: (token: string, password: string, confirmPassword: string) =>
        auth.resetPassword({ token, password, confirmPassword }),
    };
  }, [sdk, i18n]);
}
