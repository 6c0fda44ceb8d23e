import {
  API_KEY_EXPIRY_DAYS,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  apiKeyExpiry,
  type ApiKeyScope,
} from '@folio/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';
import type { ApiKeyInput } from '@folio/sdk';

/**
 * The new-key form: a name, the scopes (at least one, as a group of checkboxes under its legend)
 * and when the key expires. Creating is the parent's: it answers whether the dialog may close.
 */
export function CreateApiKeyDialog({
  onCreate,
  onClose,
}: {
  onCreate: (key: ApiKeyInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiryIndex, setExpiryIndex] = useState(0);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const [isBusy, setIsBusy] = useState(false);

  const expiryOptions = API_KEY_EXPIRY_DAYS.map((days, index) => ({
    value: index,
    label:
      days === null
        ? t('apiKeys.create.expiryNever')
        : t('apiKeys.create.expiryInDays', { count: days }),
  }));

  const toggle = (scope: ApiKeyScope, isOn: boolean) =>
    setScopes((last) =>
      isOn
        ? API_KEY_SCOPES.filter((s) => s === scope || last.includes(s))
        : last.filter((s) => s !== scope),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      ...(name.trim() === '' ? { name: t('validation.required') } : {}),
      ...(scopes.length === 0 ? { scopes: t('apiKeys.create.scopesRequired') } : {}),
    };
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      return;
    }
    setIsBusy(true);
    const days = API_KEY_EXPIRY_DAYS[expiryIndex] ?? null;
    await onCreate({ name: name.trim(), scopes, expiresAt: apiKeyExpiry(new Date(), days) });
    setIsBusy(false);
  };

  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('apiKeys.create.title')}
      style={{ width: '34rem' }}
      breakpoints={{ '640px': '95vw' }}
    >
      <form className="folio-api-keys__form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id="api-key-name"
          label={t('apiKeys.create.name')}
          value={name}
          onChange={setName}
          error={errors.name}
          maxLength={100}
          autoComplete="off"
        />
        <p className="folio-api-keys__hint">{t('apiKeys.create.nameHint')}</p>
        <fieldset
          className="folio-api-keys__scopes"
          aria-describedby={errors.scopes === undefined ? undefined : 'api-key-scopes-error'}
        >
          <legend>{t('apiKeys.create.scopes')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <div key={scope} className="folio-api-keys__check">
              <Checkbox
                inputId={`api-key-scope-${scope}`}
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.checked === true)}
                invalid={errors.scopes !== undefined}
              />
              <label htmlFor={`api-key-scope-${scope}`}>
                {t(API_KEY_SCOPE_LABELS[scope])} <code>{scope}</code>
              </label>
            </div>
          ))}
          {errors.scopes !== undefined && (
            <small id="api-key-scopes-error" className="folio-field__error" role="alert">
              {errors.scopes}
            </small>
          )}
        </fieldset>
        <div className="folio-field">
          <label htmlFor="api-key-expiry">{t('apiKeys.create.expiry')}</label>
          <Dropdown
            inputId="api-key-expiry"
            value={expiryIndex}
            options={expiryOptions}
            onChange={(event) => setExpiryIndex(Number(event.value))}
          />
        </div>
        <div className="folio-api-keys__actions">
          <Button type="button" text label={t('common.cancel')} onClick={onClose} />
          <Button
            type="submit"
            icon="pi pi-key"
            label={t('apiKeys.create.submit')}
            loading={isBusy}
          />
        </div>
      </form>
    </Dialog>
  );
}
