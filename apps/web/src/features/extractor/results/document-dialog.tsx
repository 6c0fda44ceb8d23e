import type { Configuration, ExtractedDocument } from '@folio/core';
import { Dialog } from 'primereact/dialog';

import { DocumentEditor } from '../document/document-editor';

/** The modal view of a document (SPEC §2 "modal view"): its editor in a large dialog. */
export function DocumentDialog({
  document,
  configuration,
  onChanged,
  onClose,
}: {
  document: ExtractedDocument;
  configuration: Configuration | null;
  onChanged: (document: ExtractedDocument) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      visible
      modal
      maximizable
      header={document.file_name}
      className="extractor-document-dialog"
      onHide={onClose}
    >
      <DocumentEditor document={document} configuration={configuration} onChanged={onChanged} />
    </Dialog>
  );
}
