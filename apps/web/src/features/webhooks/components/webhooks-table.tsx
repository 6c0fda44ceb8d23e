import { WEBHOOK_EVENT_LABELS } from '@folio/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';

import type { Webhook } from '@folio/sdk';

/**
 * The account's webhooks: URL and description, events, on/off, and their buttons: the delivery
 * log, a new signing secret, delete.
 */
export function WebhooksTable({
  webhooks,
  onToggle,
  onShowDeliveries,
  onRotate,
  onDelete,
}: {
  webhooks: Webhook[];
  onToggle: (webhook: Webhook, enabled: boolean) => void;
  onShowDeliveries: (webhook: Webhook) => void;
  onRotate: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="folio-webhooks__table-wrap">
      <table className="folio-webhooks__table">
        <caption className="folio-visually-hidden">{t('webhooks.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.columns.url')}</th>
            <th scope="col">{t('webhooks.columns.events')}</th>
            <th scope="col">{t('webhooks.columns.state')}</th>
            <th scope="col">
              <span className="folio-visually-hidden">{t('webhooks.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {webhooks.map((webhook) => (
            <tr key={webhook.id}>
              <th scope="row">
                <span className="folio-webhooks__url">{webhook.url}</span>
                {webhook.description !== '' && (
                  <span className="folio-webhooks__hint">{webhook.description}</span>
                )}
              </th>
              <td>
                <ul className="folio-webhooks__event-list">
                  {webhook.events.map((type) => (
                    <li key={type} title={type}>
                      {t(WEBHOOK_EVENT_LABELS[type])}
                    </li>
                  ))}
                </ul>
              </td>
              <td>
                <span className="folio-webhooks__switch">
                  <Checkbox
                    inputId={`webhook-enabled-${webhook.id}`}
                    checked={webhook.enabled}
                    onChange={(event) => onToggle(webhook, event.checked === true)}
                  />
                  <label
                    htmlFor={`webhook-enabled-${webhook.id}`}
                    className="folio-visually-hidden"
                  >
                    {t('webhooks.enable.label', { url: webhook.url })}
                  </label>
                  <span aria-hidden="true">
                    {webhook.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
                  </span>
                </span>
              </td>
              <td className="folio-webhooks__row-actions">
                <Button
                  type="button"
                  text
                  icon="pi pi-list"
                  label={t('webhooks.showDeliveries')}
                  aria-label={t('webhooks.showDeliveriesLabel', { url: webhook.url })}
                  onClick={() => onShowDeliveries(webhook)}
                />
                <Button
                  type="button"
                  text
                  icon="pi pi-key"
                  label={t('webhooks.rotate.button')}
                  aria-label={t('webhooks.rotate.label', { url: webhook.url })}
                  onClick={() => onRotate(webhook)}
                />
                <Button
                  type="button"
                  text
                  severity="danger"
                  icon="pi pi-trash"
                  label={t('webhooks.delete.button')}
                  aria-label={t('webhooks.delete.label', { url: webhook.url })}
                  onClick={() => onDelete(webhook)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
