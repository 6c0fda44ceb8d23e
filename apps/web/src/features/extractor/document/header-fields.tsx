import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import { AddNameForm } from './add-name-form';
import { FieldInput } from './field-input';
import type { DocumentEditor, FieldAddress } from './use-document-editor';

/** A document's header fields, each editable and removable, and a form to add one. */
export function HeaderFields({
  editor,
  onFocusField,
  onBlurField,
}: {
  editor: DocumentEditor;
  onFocusField?: (address: FieldAddress) => void;
  onBlurField?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="extractor-headers" aria-label={t('extractor.document.headers')}>
      <h2>{t('extractor.document.headers')}</h2>
      <div className="extractor-header-fields">
        {editor.document.available_fields.headers.map((name) => (
          <div key={name} className="extractor-header-field">
            <span className="extractor-header-name">{name}</span>
            <FieldInput
              editor={editor}
              address={{ kind: 'header', name }}
              label={name}
              onFocusField={onFocusField}
              onBlurField={onBlurField}
            />
            <Button
              type="button"
              icon="pi pi-times"
              text
              rounded
              tabIndex={-1}
              aria-label={t('extractor.document.removeHeader', { name })}
              onClick={() => editor.removeHeader(name)}
            />
          </div>
        ))}
      </div>
      <AddNameForm
        label={t('extractor.document.newHeader')}
        buttonLabel={t('extractor.document.addHeader')}
        onAdd={editor.addHeader}
      />
    </section>
  );
}
