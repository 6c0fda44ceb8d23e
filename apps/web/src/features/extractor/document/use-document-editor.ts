import {
  addField,
  addHeader,
  addRow,
  editableCopy,
  editedField,
  readEditedValue,
  removeField,
  removeHeader,
  removeRow,
  setCellValue,
  setHeaderValue,
  type AttributeType,
  type Configuration,
  type EditableDocument,
  type ExtractedDocument,
  type FieldNameProblem,
  type FieldValue,
  type FieldValueProblem,
} from '@folio/core';
import { useState } from 'react';

/** Where a value sits: a header field, or a cell of the detail rows. */
export type FieldAddress =
  { kind: 'header'; name: string } | { kind: 'cell'; row: number; name: string };

/** The key of an address, for the texts and problems being typed. */
export const addressKey = (address: FieldAddress) =>
  address.kind === 'header' ? `header:${address.name}` : `cell:${address.row}:${address.name}`;

type EditorState = {
  base: ExtractedDocument;
  document: EditableDocument;
  /** What the user typed, by address key, while it differs from the value shown. */
  texts: Record<string, string>;
  problems: Record<string, FieldValueProblem>;
  isDirty: boolean;
};

const fresh = (document: ExtractedDocument): EditorState => ({
  base: document,
  document: editableCopy(document),
  texts: {},
  problems: {},
  isDirty: false,
});

/** The attribute type of a field of the configuration; added fields have none (plain text). */
function typeOf(
  configuration: Configuration | null,
  address: FieldAddress,
): AttributeType | undefined {
  const placement = address.kind === 'header' ? 'header' : 'detail';
  return configuration?.attributes.find(
    (attribute) => attribute.placement === placement && attribute.name === address.name,
  )?.type;
}

/**
 * Edits one extracted document before it is saved: values checked as typed with the same rules
 * the server normalises by (amounts, dates, currencies), headers, fields (columns) and rows added
 * or removed for this document only, a name the document has refused with the SPEC §5 message.
 * `reset` takes the document as the server answered it after a save.
 */
export function useDocumentEditor(
  document: ExtractedDocument,
  configuration: Configuration | null,
) {
  const [state, setState] = useState(() => fresh(document));
  // A different document (next/previous, or the server's answer) starts a fresh edit.
  const current = state.base === document ? state : fresh(document);
  if (current !== state) {
    setState(current);
  }

  const restructure = (next: EditableDocument) =>
    setState({ ...current, document: next, texts: {}, problems: {}, isDirty: true });

  const valueOf = (address: FieldAddress): FieldValue | undefined =>
    address.kind === 'header'
      ? current.document.headers[address.name]
      : current.document.items[address.row]?.[address.name];

  return {
    document: current.document,
    isDirty: current.isDirty,
    hasProblems: Object.keys(current.problems).length > 0,
    valueOf,
    textOf: (address: FieldAddress) => current.texts[addressKey(address)],
    problemOf: (address: FieldAddress) => current.problems[addressKey(address)],
    setText: (address: FieldAddress, text: string) => {
      const key = addressKey(address);
      const read = readEditedValue(text, typeOf(configuration, address), address.name);
      const problems = { ...current.problems };
      delete problems[key];
      let next = current.document;
      if (read.ok) {
        const field = editedField(valueOf(address), text, read.value);
        next =
          address.kind === 'header'
            ? setHeaderValue(next, address.name, field)
            : setCellValue(next, address.row, address.name, field);
      } else {
        problems[key] = read.problem;
      }
      setState({
        ...current,
        document: next,
        texts: { ...current.texts, [key]: text },
        problems,
        isDirty: true,
      });
    },
    addHeader: (name: string): FieldNameProblem | null => {
      const result = addHeader(current.document, name);
      if (!result.ok) {
        return result.problem;
      }
      restructure(result.document);
      return null;
    },
    addField: (name: string): FieldNameProblem | null => {
      const result = addField(current.document, name);
      if (!result.ok) {
        return result.problem;
      }
      restructure(result.document);
      return null;
    },
    removeHeader: (name: string) => restructure(removeHeader(current.document, name)),
    removeField: (name: string) => restructure(removeField(current.document, name)),
    addRow: () => restructure(addRow(current.document)),
    removeRow: (row: number) => restructure(removeRow(current.document, row)),
  };
}

/** The editor of one document. */
export type DocumentEditor = ReturnType<typeof useDocumentEditor>;
