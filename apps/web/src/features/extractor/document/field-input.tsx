import { fieldText } from '@folio/core';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { DocumentEditor, FieldAddress } from './use-document-editor';

/**
 * The input of one value of a document: what the user typed, or the value; the problem with what
 * was typed under it ('not an amount', 'not a date'). Focus and hover are reported so the verify
 * screen can highlight where the value came from.
 */
export function FieldInput({
  editor,
  address,
  label,
  onFocusField,
  onBlurField,
}: {
  editor: DocumentEditor;
  address: FieldAddress;
  label: string;
  onFocusField?: (address: FieldAddress) => void;
  onBlurField?: () => void;
}) {
  const { t } = useTranslation();
  const problemId = useId();
  const problem = editor.problemOf(address);
  return (
    <span className="extractor-field-input">
      <InputText
        value={editor.textOf(address) ?? fieldText(editor.valueOf(address))}
        aria-label={label}
        invalid={problem !== undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => editor.setText(address, event.target.value)}
        onFocus={() => onFocusField?.(address)}
        onMouseEnter={() => onFocusField?.(address)}
        onBlur={onBlurField}
      />
      {problem ? (
        <small id={problemId} className="p-error">
          {t(`extractor.valueProblems.${problem}`)}
        </small>
      ) : null}
    </span>
  );
}
