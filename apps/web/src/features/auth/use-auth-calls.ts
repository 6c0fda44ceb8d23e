import { isLanguage, type RegistrationForm, type StoredSession } from '@folio/core';
import { expectData } from '@folio/sdk';
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

/** The auth screens' SDK calls (SPEC §7 "Auth"). Each answers the server's message or throws a FolioError. */
export function useAuthCalls() {
  const sdk = useSdk();
  const { i18n } = useTranslation();
  return useMemo(() => {
    const middleware = () => sdk.clients.middleware;
    return {
      /** Login `{email, password, hash}`; the account key is sent when this browser holds it. */
      async login(email: string, password: string): Promise<StoredSession> {
        const hash = readAccountKey(email);
        return expectData(
          middleware().POST('/auth/login', {
            body: { email: email.trim(), password, ...(hash ? { hash } : {}) },
          }),
        );
      },
      async register(form: RegistrationForm): Promise<string> {
        const answer = await expectData(
          middleware().POST('/auth/register', {
            body: {
              email: form.email.trim(),
              name: form.name.trim(),
              lastname: form.lastname.trim(),
              password: form.password,
              confirmPassword: form.confirmPassword,
              hash: form.hash,
              belongsToCompany: form.belongsToCompany === true,
              ...(form.belongsToCompany === true ? { companyId: form.companyId.trim() } : {}),
              ...(isLanguage(i18n.language) ? { language: i18n.language } : {}),
            },
          }),
        );
        return answer.message;
      },
      verifyAccount(token: string): Promise<string> {
        return once(sdk, `verify:${token}`, async () => {
          const answer = await expectData(
            middleware().POST('/auth/verify-account', { body: { token } }),
          );
          return answer.message;
        });
      },
      /** Exchanges the one-time code a provider sign-in left on /login for a session. */
      loginWithOidc(code: string): Promise<StoredSession> {
        return once(sdk, `oidc:${code}`, () =>
          expectData(middleware().POST('/auth/oidc/login', { body: { code } })),
        );
      },
      /** SPEC §7: the e-mail as a text/plain body. */
      async forgotPassword(email: string): Promise<string> {
        const answer = await expectData(
          middleware().POST('/auth/forgot-password', {
            body: email.trim(),
            bodySerializer: (body: string) => body,
            headers: { 'content-type': 'text/plain' },
          }),
        );
        return answer.message;
      },
      async resetPassword(token: string, password: string, confirmPassword: string) {
        const answer = await expectData(
          middleware().POST('/auth/reset-password', { body: { token, password, confirmPassword } }),
        );
        return answer.message;
      },
    };
  }, [sdk, i18n]);
}
