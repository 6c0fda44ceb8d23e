import './shown-once-dialog.css';

import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';

import { useCopyToClipboard } from '../lib/use-copy-to-clipboard';

/** The texts of a {@link ShownOnceDialog}, already translated. */
export type ShownOnceTexts = {
  title: string;
  description: string;
  label: string;
  copy: string;
  copied: string;
  done: string;
};

/**
 * A secret the server answers once (a key, a signing secret): read-only and selected on focus,
 * with a copy button whose label says when it was copied; closing forgets it. A failed copy
 * leaves it selectable in its field.
 */
export function ShownOnceDialog({
  id,
  secret,
  texts,
  onClose,
}: {
  id: string;
  secret: string;
  texts: ShownOnceTexts;
  onClose: () => void;
}) {
  const { isCopied, copy } = useCopyToClipboard();
  return (
    <Dialog
      visible
      onHide={onClose}
      header={texts.title}
      style={{ width: '38rem' }}
      breakpoints={{ '640px': '95vw' }}
      footer={<Button type="button" label={texts.done} onClick={onClose} />}
    >
      <div className="folio-shown-once">
        <p id={`${id}-help`}>{texts.description}</p>
        <div className="folio-field">
          <label htmlFor={id}>{texts.label}</label>
          <div className="p-inputgroup">
            <InputText
              id={id}
              value={secret}
              readOnly
              aria-describedby={`${id}-help`}
              onFocus={(event) => event.currentTarget.select()}
              className="folio-shown-once__secret"
            />
            <Button
              type="button"
              icon={`pi ${isCopied ? 'pi-check' : 'pi-copy'}`}
              aria-label={isCopied ? texts.copied : texts.copy}
              onClick={() => copy(secret)}
            />
          </div>
        </div>
        <p role="status">{isCopied ? texts.copied : ''}</p>
      </div>
    </Dialog>
  );
}
