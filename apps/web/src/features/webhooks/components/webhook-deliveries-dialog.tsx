import { WEBHOOK_EVENT_LABELS } from '@folio/core';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Tag } from 'primereact/tag';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { useLoader } from '../../../lib/use-loader';
import { useMoment } from '../use-moment';
import type { Webhook, WebhookDelivery, WebhooksResource } from '@folio/sdk';

/** How often an open log reads the deliveries again, to show attempts as they happen. */
const REFRESH_MS = 3_000;

const STATUS_SEVERITY = { pending: 'warning', succeeded: 'success', failed: 'danger' } as const;

/**
 * A webhook's delivery log: each delivery with its status, its attempts (when, how long, the
 * answer or the error) and when the next is due, newest first; a button sends one again, another
 * sends a test event. It reads the log again every few seconds while open.
 */
export function WebhookDeliveriesDialog({
  webhook,
  api,
  onClose,
}: {
  webhook: Webhook;
  api: WebhooksResource;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const moment = useMoment();
  const load = useCallback(() => api.deliveries(webhook.id), [api, webhook.id]);
  const { data: deliveries, reload } = useLoader<WebhookDelivery[] | null>(load, null, (error) =>
    notifyError(error, 'webhooks.failures.deliveries'),
  );

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const act = async (
    call: () => Promise<unknown>,
    done: 'webhooks.deliveries.replayed' | 'webhooks.deliveries.testSent',
    failure: 'webhooks.failures.replay' | 'webhooks.failures.test',
  ) => {
    try {
      await call();
      notifySuccess(t(done));
      reload();
    } catch (error) {
      notifyError(error, failure);
    }
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('webhooks.deliveries.title', { url: webhook.url })}
      style={{ width: '48rem' }}
      breakpoints={{ '800px': '95vw' }}
      footer={<Button type="button" label={t('webhooks.deliveries.close')} onClick={onClose} />}
    >
      <div className="folio-webhooks__form">
        <div className="folio-webhooks__actions">
          <Button
            type="button"
            icon="pi pi-send"
            label={t('webhooks.deliveries.sendTest')}
            onClick={() =>
              void act(
                () => api.sendTest(webhook.id),
                'webhooks.deliveries.testSent',
                'webhooks.failures.test',
              )
            }
          />
          <Button
            type="button"
            text
            icon="pi pi-refresh"
            label={t('webhooks.deliveries.reload')}
            onClick={reload}
          />
        </div>
        {deliveries !== null && deliveries.length === 0 && <p>{t('webhooks.deliveries.empty')}</p>}
        <ul className="folio-webhooks__deliveries" aria-live="polite">
          {(deliveries ?? []).map((delivery) => (
            <li key={delivery.id} className="folio-webhooks__delivery">
              <div className="folio-webhooks__delivery-head">
                <Tag
                  severity={STATUS_SEVERITY[delivery.status]}
                  value={t(`webhooks.deliveries.status.${delivery.status}`)}
                />
                <span>{t(WEBHOOK_EVENT_LABELS[delivery.type])}</span>
                <code>{delivery.messageId}</code>
                <span className="folio-webhooks__hint">{moment(delivery.createdAt)}</span>
                <Button
                  type="button"
                  text
                  size="small"
                  icon="pi pi-replay"
                  label={t('webhooks.deliveries.replay')}
                  aria-label={t('webhooks.deliveries.replayLabel', { id: delivery.messageId })}
                  onClick={() =>
                    void act(
                      () => api.replay(webhook.id, delivery.id),
                      'webhooks.deliveries.replayed',
                      'webhooks.failures.replay',
                    )
                  }
                />
              </div>
              <ol className="folio-webhooks__attempts">
                {delivery.attempts.map((attempt) => {
                  const values = {
                    attempt: attempt.attempt,
                    duration: attempt.durationMs,
                    at: moment(attempt.startedAt),
                    result:
                      attempt.statusCode === null
                        ? t('webhooks.deliveries.noAnswer', { error: attempt.error ?? '' })
                        : t('webhooks.deliveries.statusCode', { code: attempt.statusCode }),
                  };
                  return (
                    <li key={attempt.attempt}>
                      {attempt.replay
                        ? t('webhooks.deliveries.attemptReplay', values)
                        : t('webhooks.deliveries.attempt', values)}
                    </li>
                  );
                })}
              </ol>
              {delivery.nextAttemptAt !== null && (
                <p className="folio-webhooks__hint">
                  {t('webhooks.deliveries.next', { at: moment(delivery.nextAttemptAt) })}
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
