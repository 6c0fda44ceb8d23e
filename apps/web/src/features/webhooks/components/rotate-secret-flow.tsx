import type { RotatedWebhookSecret, Webhook, WebhooksResource } from '@folio/sdk';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';
import { useNotices } from '../../../components/notices/notices-context';
import { ShownOnceDialog } from '../../../components/shown-once-dialog';
import { useMoment } from '../use-moment';

/**
 * A webhook's new signing secret: a confirmation that says the old secret keeps signing for 24 h
 * (DECISIONS: Svix's window), then the new secret shown once with the moment the old one stops.
 * The secret lives only in this component's state until its dialog closes.
 */
export function RotateSecretFlow({
  webhook,
  api,
  onClose,
}: {
  webhook: Webhook;
  api: WebhooksResource;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notifyError } = useNotices();
  const moment = useMoment();
  const [rotated, setRotated] = useState<RotatedWebhookSecret | null>(null);
  // The confirmation closes itself after its button too (onHide with 'accept'): only a cancel
  // ends the flow, or the secret would be dropped before it is shown.
  const isConfirmed = useRef(false);

  const rotate = async () => {
    try {
      setRotated(await api.rotateSecret(webhook.id));
    } catch (error) {
      notifyError(error, 'webhooks.failures.rotate');
      onClose();
    }
  };

  if (rotated === null) {
    return (
      <ConfirmActionDialog
        title={t('webhooks.rotate.title')}
        message={t('webhooks.rotate.message', { url: webhook.url })}
        confirmLabel={t('webhooks.rotate.confirm')}
        onConfirm={() => {
          isConfirmed.current = true;
          void rotate();
        }}
        onClose={() => {
          if (!isConfirmed.current) {
            onClose();
          }
        }}
      />
    );
  }
  return (
    <ShownOnceDialog
      id="webhook-rotated-secret"
      secret={rotated.secret}
      texts={{
        title: t('webhooks.rotated.title'),
        description: t('webhooks.rotated.description', {
          at: moment(rotated.previousSecretExpiresAt),
        }),
        label: t('webhooks.rotated.label'),
        copy: t('webhooks.rotated.copy'),
        copied: t('webhooks.rotated.copied'),
        done: t('webhooks.rotated.done'),
      }}
      onClose={onClose}
    />
  );
}
