import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';

import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

/**
 * The key just created, shown this once (only its digest is kept): read-only and selected on
 * focus, with a copy button whose label says when it was copied; closing forgets it.
 */
export function NewApiKeyDialog({ apiKey, onClose }: { apiKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  // A failed copy leaves the key selectable in its field.
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <Dialog
      visible
      onHide={onClose}
      header={t('apiKeys.created.title')}
      style={{ width: '38rem' }}
      breakpoints={{ '640px': '95vw' }}
      footer={<Button type="button" label={t('apiKeys.created.done')} onClick={onClose} />}
    >
      <div className="folio-api-keys__form">
        <p id="api-key-created-help">{t('apiKeys.created.description')}</p>
        <div className="folio-field">
          <label htmlFor="api-key-created">{t('apiKeys.created.label')}</label>
          <div className="p-inputgroup">
            <InputText
              id="api-key-created"
              value={apiKey}
              readOnly
              aria-describedby="api-key-created-help"
              onFocus={(event) => event.currentTarget.select()}
              className="folio-api-keys__secret"
            />
            <Button
              type="button"
              icon={`pi ${isCopied ? 'pi-check' : 'pi-copy'}`}
              aria-label={isCopied ? t('apiKeys.created.copied') : t('apiKeys.created.copy')}
              onClick={() => copy(apiKey)}
            />
          </div>
        </div>
        <p className="folio-api-keys__hint" role="status">
          {isCopied ? t('apiKeys.created.copied') : ''}
        </p>
      </div>
    </Dialog>
  );
}
