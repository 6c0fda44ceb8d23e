import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@folio/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';
import type { WebhookInput } from '@folio/sdk';

/**
 * The new-webhook form: the URL, a description and the events (at least one, as a group of
 * checkboxes under its legend). Creating is the parent's: it answers the URL's problem, if any,
 * shown under the field (an address the server refuses), or undefined when the dialog may close.
 */
export function CreateWebhookDialog({
  onCreate,
  onClose,
}: {
  onCreate: (webhook: WebhookInput) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState('https://');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const [isBusy, setIsBusy] = useState(false);

  const toggle = (type: WebhookEventType, isOn: boolean) =>
    setEvents((last) =>
      isOn
        ? WEBHOOK_EVENT_TYPES.filter((each) => each === type || last.includes(each))
        : last.filter((each) => each !== type),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(URL.canParse(url.trim()) ? {} : { url: t('validation.required') }),
      ...(events.length === 0 ? { events: t('webhooks.create.eventsRequired') } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      return;
    }
    setIsBusy(true);
    const urlProblem = await onCreate({ url: url.trim(), description: description.trim(), events });
    setIsBusy(false);
    if (urlProblem !== undefined) {
      setErrors({ url: urlProblem });
    }
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('webhooks.create.title')}
      style={{ width: '36rem' }}
      breakpoints={{ '640px': '95vw' }}
    >
      <form className="folio-webhooks__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="webhook-url"
          label={t('webhooks.create.url')}
          value={url}
          onChange={setUrl}
          error={errors.url}
          maxLength={2000}
          type="url"
          autoComplete="off"
        />
        <p className="folio-webhooks__hint">{t('webhooks.create.urlHint')}</p>
        <TextField
          id="webhook-description"
          label={t('webhooks.create.description')}
          value={description}
          onChange={setDescription}
          maxLength={200}
          autoComplete="off"
        />
        <p className="folio-webhooks__hint">{t('webhooks.create.descriptionHint')}</p>
        <fieldset
          className="folio-webhooks__events"
          aria-describedby={errors.events === undefined ? undefined : 'webhook-events-error'}
        >
          <legend>{t('webhooks.create.events')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <div key={type} className="folio-webhooks__check">
              <Checkbox
                inputId={`webhook-event-${type}`}
                checked={events.includes(type)}
                onChange={(event) => toggle(type, event.checked === true)}
                invalid={errors.events !== undefined}
              />
              <label htmlFor={`webhook-event-${type}`}>
                {t(WEBHOOK_EVENT_LABELS[type])} <code>{type}</code>
              </label>
            </div>
          ))}
          {errors.events !== undefined && (
            <small id="webhook-events-error" className="folio-field__error" role="alert">
              {errors.events}
            </small>
          )}
        </fieldset>
        <div className="folio-webhooks__actions">
          <Button type="button" text label={t('common.cancel')} onClick={onClose} />
          <Button
            type="submit"
            icon="pi pi-send"
            label={t('webhooks.create.submit')}
            loading={isBusy}
          />
        </div>
      </form>
    </Dialog>
  );
}
