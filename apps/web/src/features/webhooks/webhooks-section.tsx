import './webhooks.css';

import { FolioError, type Webhook, type WebhookInput } from '@folio/sdk';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '../../components/confirm-action-dialog';
import { useNotices } from '../../components/notices/notices-context';
import { ShownOnceDialog } from '../../components/shown-once-dialog';

import { CreateWebhookDialog } from './components/create-webhook-dialog';
import { RotateSecretFlow } from './components/rotate-secret-flow';
import { WebhookDeliveriesDialog } from './components/webhook-deliveries-dialog';
import { WebhooksTable } from './components/webhooks-table';
import { useWebhooks } from './use-webhooks';

/** True for the server's refusal of a URL on a private or local address. */
const isRefusedAddress = (error: unknown) =>
  error instanceof FolioError &&
  (error.detail as { reason?: string } | undefined)?.reason === 'address-refused';

/**
 * The webhooks of the profile screen (issue 21): add one (URL, description, events), copy its
 * signing secret once, switch it on and off, read its delivery log and send a delivery again, give
 * it a new secret (the old one signs for 24 h more), and delete it after confirming.
 */
export function WebhooksSection({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { notifyError } = useNotices();
  const { api, webhooks, reload } = useWebhooks();
  const [isCreating, setIsCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [showing, setShowing] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const create = async (webhook: WebhookInput): Promise<string | undefined> => {
    try {
      const created = await api.create(webhook);
      setIsCreating(false);
      setSecret(created.secret);
      reload();
      return undefined;
    } catch (error) {
      if (isRefusedAddress(error)) {
        return t('webhooks.failures.refused');
      }
      notifyError(error, 'webhooks.failures.create');
      return undefined;
    }
  };

  const run = async (call: () => Promise<unknown>, failure: 'update' | 'delete') => {
    try {
      await call();
      reload();
    } catch (error) {
      notifyError(error, `webhooks.failures.${failure}`);
    }
  };

  return (
    <section
      className={['folio-webhooks', className].filter(Boolean).join(' ')}
      aria-labelledby="webhooks-title"
    >
      <h2 id="webhooks-title">{t('webhooks.title')}</h2>
      <p className="folio-webhooks__hint">{t('webhooks.description')}</p>
      <div>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('webhooks.create.button')}
          onClick={() => setIsCreating(true)}
        />
      </div>
      {webhooks !== null && webhooks.length === 0 && <p>{t('webhooks.empty')}</p>}
      {webhooks !== null && webhooks.length > 0 && (
        <WebhooksTable
          webhooks={webhooks}
          onToggle={(webhook, enabled) =>
            void run(() => api.update(webhook.id, { enabled }), 'update')
          }
          onShowDeliveries={setShowing}
          onRotate={setRotating}
          onDelete={setDeleting}
        />
      )}
      {isCreating && <CreateWebhookDialog onCreate={create} onClose={() => setIsCreating(false)} />}
      {secret !== null && (
        <ShownOnceDialog
          id="webhook-secret"
          secret={secret}
          texts={{
            title: t('webhooks.created.title'),
            description: t('webhooks.created.description'),
            label: t('webhooks.created.label'),
            copy: t('webhooks.created.copy'),
            copied: t('webhooks.created.copied'),
            done: t('webhooks.created.done'),
          }}
          onClose={() => setSecret(null)}
        />
      )}
      {showing !== null && (
        <WebhookDeliveriesDialog webhook={showing} api={api} onClose={() => setShowing(null)} />
      )}
      {rotating !== null && (
        <RotateSecretFlow webhook={rotating} api={api} onClose={() => setRotating(null)} />
      )}
      {deleting !== null && (
        <ConfirmActionDialog
          title={t('webhooks.delete.title')}
          message={t('webhooks.delete.message', { url: deleting.url })}
          confirmLabel={t('webhooks.delete.confirm')}
          isDangerous
          onConfirm={() => {
            const webhook = deleting;
            setDeleting(null);
            void run(() => api.delete(webhook.id), 'delete');
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
