import { API_KEY_SCOPE_LABELS, formatDate } from '@folio/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import type { ApiKey } from '@folio/sdk';

/**
 * The account's keys: name, the key's first characters (to tell which one a script holds),
 * scopes, dates and last use, each with its revoke button.
 */
export function ApiKeysTable({
  keys,
  onRevoke,
}: {
  keys: ApiKey[];
  onRevoke: (key: ApiKey) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="folio-api-keys__table-wrap">
      <table className="folio-api-keys__table">
        <caption className="folio-visually-hidden">{t('apiKeys.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('apiKeys.columns.name')}</th>
            <th scope="col">{t('apiKeys.columns.hint')}</th>
            <th scope="col">{t('apiKeys.columns.scopes')}</th>
            <th scope="col">{t('apiKeys.columns.created')}</th>
            <th scope="col">{t('apiKeys.columns.expires')}</th>
            <th scope="col">{t('apiKeys.columns.lastUsed')}</th>
            <th scope="col">
              <span className="folio-visually-hidden">{t('apiKeys.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <th scope="row">{key.name}</th>
              <td>
                {key.hint === null ? null : (
                  <code className="folio-api-keys__key-hint">{key.hint}</code>
                )}
              </td>
              <td>
                <ul className="folio-api-keys__scope-list">
                  {key.scopes.map((scope) => (
                    <li key={scope} title={scope}>
                      {t(API_KEY_SCOPE_LABELS[scope])}
                    </li>
                  ))}
                </ul>
              </td>
              <td>{formatDate(key.createdAt)}</td>
              <td>{key.expiresAt === null ? t('apiKeys.never') : formatDate(key.expiresAt)}</td>
              <td>{key.lastUsedAt === null ? t('apiKeys.notUsed') : formatDate(key.lastUsedAt)}</td>
              <td>
                <Button
                  type="button"
                  severity="danger"
                  text
                  icon="pi pi-trash"
                  label={t('apiKeys.revoke.button')}
                  aria-label={t('apiKeys.revoke.label', { name: key.name })}
                  onClick={() => onRevoke(key)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
