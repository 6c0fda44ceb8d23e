import { useTranslation } from 'react-i18next';

import { usePublicConfig } from '../../../lib/public-config';
import { useSdk } from '../../../lib/sdk';

/**
 * The "sign in with your organisation" way in, shown when the server has an OpenID provider
 * (public config `signIn.oidc`). A browser navigation, not a call: the provider's pages take over.
 */
export function OidcSignIn() {
  const { t } = useTranslation();
  const { signIn } = usePublicConfig();
  const sdk = useSdk();
  if (!signIn.oidc) {
    return null;
  }
  return (
    <>
      <p className="folio-auth__or">{t('auth.login.or')}</p>
      <a
        className="p-button p-button-outlined folio-auth__oidc"
        href={`${sdk.middlewareUrl}/auth/oidc/start`}
      >
        <i className="pi pi-building" aria-hidden="true" />
        <span>{t('auth.login.oidc')}</span>
      </a>
    </>
  );
}
