import './api-keys.css';

import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '../../components/confirm-action-dialog';
import { useNotices } from '../../components/notices/notices-context';

import type { ApiKey, ApiKeyInput } from '@folio/sdk';
import { ApiKeysTable } from './components/api-keys-table';
import { CreateApiKeyDialog } from './components/create-api-key-dialog';
import { NewApiKeyDialog } from './components/new-api-key-dialog';
import { useApiKeys } from './use-api-keys';

/**
 * The API keys of the profile screen (issue 21): create a key (name, scopes, expiry), see it
 * once to copy it, list the keys with their last use, and revoke one after confirming. The key
 * shown once lives only in this component's state until its dialog closes.
 */
export function ApiKeysSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const { api, keys, reload } = useApiKeys();
  const [isCreating, setIsCreating] = useState(false);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const create = async (key: ApiKeyInput) => {
    try {
      const created = await api.create(key);
      setIsCreating(false);
      setShownKey(created.key);
      reload();
    } catch (error) {
      notifyError(error, 'apiKeys.failures.create');
    }
  };

  const revoke = async (key: ApiKey) => {
    setRevoking(null);
    try {
      notifySuccess((await api.revoke(key.id)).message);
      reload();
    } catch (error) {
      notifyError(error, 'apiKeys.failures.revoke');
    }
  };

  return (
    <section
      className={['folio-api-keys', className].filter(Boolean).join(' ')}
      aria-labelledby="api-keys-title"
    >
      <h2 id="api-keys-title">{t('apiKeys.title')}</h2>
      <p className="folio-api-keys__hint">{t('apiKeys.description')}</p>
      <div>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('apiKeys.create.button')}
          onClick={() => setIsCreating(true)}
        />
      </div>
      {keys !== null && keys.length === 0 && <p>{t('apiKeys.empty')}</p>}
      {keys !== null && keys.length > 0 && <ApiKeysTable keys={keys} onRevoke={setRevoking} />}
      {isCreating && <CreateApiKeyDialog onCreate={create} onClose={() => setIsCreating(false)} />}
      {shownKey !== null && <NewApiKeyDialog apiKey={shownKey} onClose={() => setShownKey(null)} />}
      {revoking !== null && (
        <ConfirmActionDialog
          title={t('apiKeys.revoke.title')}
          message={t('apiKeys.revoke.message', { name: revoking.name })}
          confirmLabel={t('apiKeys.revoke.confirm')}
          isDangerous
          onConfirm={() => void revoke(revoking)}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
