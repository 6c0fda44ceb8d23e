import './integrations.css';

import { INTEGRATION_PROVIDER_NAMES, isIntegrationProvider } from '@folio/core';
import { FolioError, type Integration, type IntegrationProvider } from '@folio/sdk';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import { ConfirmActionDialog } from '../../components/confirm-action-dialog';
import { useNotices } from '../../components/notices/notices-context';

import { useIntegrations } from './use-integrations';

/**
 * The profile's connected accounts (issue 14): each cloud service, whether the server has it
 * configured, and the user's connection to connect (the browser goes to the provider's consent
 * screen and comes back here) or disconnect after confirming. The provider's answer arrives in
 * the query (`connected=1` or `integrationError=<code>`) and is said once.
 */
export function ConnectedAccountsSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const { api, integrations, reload } = useIntegrations();
  const [params, setParams] = useSearchParams();
  const [disconnecting, setDisconnecting] = useState<IntegrationProvider | null>(null);
  const name = (provider: IntegrationProvider) => t(INTEGRATION_PROVIDER_NAMES[provider]);

  useEffect(() => {
    const provider = params.get('integration');
    if (!isIntegrationProvider(provider)) {
      return;
    }
    const failed = params.get('integrationError');
    if (failed !== null) {
      notifyError(new FolioError(failed, ''), 'integrations.failures.connect');
    } else if (params.get('connected') === '1') {
      notifySuccess(t('integrations.connectedNotice', { provider: name(provider) }));
    }
    setParams({}, { replace: true });
    // Said once, when the provider sends the browser back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const connect = async (provider: IntegrationProvider) => {
    try {
      window.location.assign(await api.connect(provider));
    } catch (error) {
      notifyError(error, 'integrations.failures.connect');
    }
  };

  const disconnect = async (provider: IntegrationProvider) => {
    setDisconnecting(null);
    try {
      await api.disconnect(provider);
      notifySuccess(t('integrations.disconnected', { provider: name(provider) }));
      reload();
    } catch (error) {
      notifyError(error, 'integrations.failures.disconnect');
    }
  };

  const statusOf = (integration: Integration) => {
    if (!integration.configured) {
      return t('integrations.notConfigured');
    }
    return integration.connected
      ? t('integrations.connected', {
          account: integration.accountEmail ?? name(integration.provider),
        })
      : t('integrations.notConnected');
  };

  return (
    <section
      className={['folio-integrations', className].filter(Boolean).join(' ')}
      aria-labelledby="integrations-title"
    >
      <h2 id="integrations-title">{t('integrations.title')}</h2>
      <p className="folio-integrations__hint">{t('integrations.description')}</p>
      <ul className="folio-integrations__list">
        {(integrations ?? []).map((integration) => (
          <li key={integration.provider} className="folio-integrations__account">
            <span>
              <strong>{name(integration.provider)}</strong>
              <br />
              <span className="folio-integrations__hint">{statusOf(integration)}</span>
            </span>
            {integration.configured && !integration.connected && (
              <Button
                type="button"
                icon="pi pi-link"
                label={t('integrations.connect')}
                aria-label={`${t('integrations.connect')} ${name(integration.provider)}`}
                onClick={() => void connect(integration.provider)}
              />
            )}
            {integration.connected && (
              <Button
                type="button"
                icon="pi pi-times"
                outlined
                severity="danger"
                label={t('integrations.disconnect.button')}
                aria-label={`${t('integrations.disconnect.button')} ${name(integration.provider)}`}
                onClick={() => setDisconnecting(integration.provider)}
              />
            )}
          </li>
        ))}
      </ul>
      {disconnecting !== null && (
        <ConfirmActionDialog
          title={t('integrations.disconnect.title', { provider: name(disconnecting) })}
          message={t('integrations.disconnect.message', { provider: name(disconnecting) })}
          confirmLabel={t('integrations.disconnect.confirm')}
          isDangerous
          onConfirm={() => void disconnect(disconnecting)}
          onClose={() => setDisconnecting(null)}
        />
      )}
    </section>
  );
}
