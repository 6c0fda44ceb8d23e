import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import { AddNameForm } from './add-name-form';
import { FieldInput } from './field-input';
import type { DocumentEditor, FieldAddress } from './use-document-editor';

/**
 * A document's detail rows as an editable table: a column per field (removable), a row per item
 * (removable), and forms to add a column and a row, for this document only (SPEC §3).
 */
export function DetailRows({
  editor,
  onFocusField,
  onBlurField,
}: {
  editor: DocumentEditor;
  onFocusField?: (address: FieldAddress) => void;
  onBlurField?: () => void;
}) {
  const { t } = useTranslation();
  const fields = editor.document.available_fields.details;
  return (
    <section className="extractor-details" aria-label={t('extractor.document.details')}>
      <h2>{t('extractor.document.details')}</h2>
      <div className="extractor-details-scroll">
        <table className="extractor-plain-table extractor-edit-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              {fields.map((name) => (
                <th key={name} scope="col">
                  <span>{name}</span>
                  <Button
                    type="button"
                    icon="pi pi-times"
                    text
                    rounded
                    size="small"
                    tabIndex={-1}
                    aria-label={t('extractor.document.removeField', { name })}
                    onClick={() => editor.removeField(name)}
                  />
                </th>
              ))}
              <th scope="col">
                <span className="folio-visually-hidden">
                  {t('extractor.results.columns.actions')}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {editor.document.items.map((_, row) => (
              // Rows have no identity of their own; their position is what the document says.
              <tr key={row}>
                <th scope="row">{row + 1}</th>
                {fields.map((name) => (
                  <td key={name}>
                    <FieldInput
                      editor={editor}
                      address={{ kind: 'cell', row, name }}
                      label={t('extractor.document.cell', { name, row: row + 1 })}
                      onFocusField={onFocusField}
                      onBlurField={onBlurField}
                    />
                  </td>
                ))}
                <td>
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    text
                    rounded
                    severity="danger"
                    tabIndex={-1}
                    aria-label={t('extractor.document.removeRow', { row: row + 1 })}
                    onClick={() => editor.removeRow(row)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="extractor-details-actions">
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('extractor.document.addRow')}
          outlined
          onClick={editor.addRow}
        />
        <AddNameForm
          label={t('extractor.document.newField')}
          buttonLabel={t('extractor.document.addField')}
          onAdd={editor.addField}
        />
      </div>
    </section>
  );
}
