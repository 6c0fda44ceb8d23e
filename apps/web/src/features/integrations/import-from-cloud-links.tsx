import { INTEGRATION_PROVIDER_NAMES } from '@folio/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { cloudImportPath } from '../../app/paths';

import { useIntegrations } from './use-integrations';

/** "Import from …" for each configured service (issue 14); the app puts them on the Files toolbar. */
export function ImportFromCloudLinks({ folder }: { folder?: string | undefined }) {
  const { t } = useTranslation();
  const { integrations } = useIntegrations();
  return (
    <>
      {(integrations ?? [])
        .filter((each) => each.configured)
        .map((each) => (
          <Link
            key={each.provider}
            className="p-button p-button-outlined"
            to={cloudImportPath(each.provider, folder)}
          >
            <i className="pi pi-cloud-download" aria-hidden="true" />
            <span>
              {t('integrations.importFrom', {
                provider: t(INTEGRATION_PROVIDER_NAMES[each.provider]),
              })}
            </span>
          </Link>
        ))}
    </>
  );
}
