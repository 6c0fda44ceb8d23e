import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

/**
 * The account key, shown once (DECISIONS.md "hash"): read-only, with a copy button, and a
 * required "I saved it" checkbox.
 */
export function AccountKeyField({
  accountKey,
  isSaved,
  onSavedChange,
  error,
}: {
  accountKey: string;
  isSaved: boolean;
  onSavedChange: (isSaved: boolean) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  // A failed copy leaves the key selectable in its field.
  const { isCopied, copy: copyText } = useCopyToClipboard();
  const copy = () => copyText(accountKey);

  return (
    <div className="folio-field folio-account-key">
      <label htmlFor="register-hash">{t('auth.accountKey.label')}</label>
      <p id="register-hash-help" className="folio-field__help">
        {t('auth.accountKey.description')}
      </p>
      <div className="p-inputgroup">
        <InputText
          id="register-hash"
          value={accountKey}
          readOnly
          aria-describedby="register-hash-help"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          icon={`pi ${isCopied ? 'pi-check' : 'pi-copy'}`}
          aria-label={isCopied ? t('auth.accountKey.copied') : t('auth.accountKey.copy')}
          onClick={copy}
        />
      </div>
      <div className="folio-field__check">
        <Checkbox
          inputId="register-hash-saved"
          checked={isSaved}
          onChange={(event) => onSavedChange(event.checked === true)}
          invalid={error !== undefined}
          aria-describedby={error !== undefined ? 'register-hash-saved-error' : undefined}
        />
        <label htmlFor="register-hash-saved">{t('auth.accountKey.saved')}</label>
      </div>
      {error !== undefined && (
        <small id="register-hash-saved-error" className="folio-field__error">
          {error}
        </small>
      )}
    </div>
  );
}
