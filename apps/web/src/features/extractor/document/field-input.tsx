import { fieldText } from '@folio/core';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { ProvenanceMark } from '../components/provenance';

import type { DocumentEditor, FieldAddress } from './use-document-editor';

/**
 * The input of one value of a document: what the user typed, or the value; the problem with what
 * was typed under it ('not an amount', 'not a date'), and the mark of where the value came from
 * beside it (issue 16). Focus and hover are reported so the verify screen can highlight where the
 * value was found on the page.
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
  const field = editor.valueOf(address);
  return (
    <span className="extractor-field-input">
      <span className="extractor-field-line">
        <InputText
          value={editor.textOf(address) ?? fieldText(field)}
          aria-label={label}
          invalid={problem !== undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => editor.setText(address, event.target.value)}
          onFocus={() => onFocusField?.(address)}
          onMouseEnter={() => onFocusField?.(address)}
          onBlur={onBlurField}
        />
        <ProvenanceMark field={field} />
      </span>
      {problem ? (
        <small id={problemId} className="p-error">
          {t(`extractor.valueProblems.${problem}`)}
        </small>
      ) : null}
    </span>
  );
}
