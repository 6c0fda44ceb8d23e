import { hasMissingRows, type Configuration, type ExtractedDocument } from '@folio/core';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MissingRowsWarning } from '../components/missing-rows-warning';
import { ProvenanceLegend } from '../components/provenance';
import { StateTag } from '../components/state-tag';
import { DetailRows } from '../document/detail-rows';
import { HeaderFields } from '../document/header-fields';
import { useDocumentActions } from '../document/use-document-actions';
import { useDocumentEditor, type FieldAddress } from '../document/use-document-editor';

import { PageViewer } from './page-viewer';
import { useVerifyKeys } from './use-verify-keys';

/**
 * Verifying one document (SPEC §2 /extractor/{id}): the page image beside the fields; focusing or
 * hovering a field highlights where its value came from on the page; edit, save (Enter), verify
 * (Ctrl+Enter), and the previous and next document (Alt+← / Alt+→).
 */
export function VerifyDocument({
  document,
  configuration,
  onChanged,
  onPrevious,
  onNext,
}: {
  document: ExtractedDocument;
  configuration: Configuration | null;
  onChanged: (document: ExtractedDocument) => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const { t } = useTranslation();
  const editor = useDocumentEditor(document, configuration);
  const actions = useDocumentActions(onChanged);
  const [page, setPage] = useState(1);
  const [focused, setFocused] = useState<FieldAddress | null>(null);
  const source = focused ? editor.valueOf(focused) : undefined;
  const canSave = editor.isDirty && !editor.hasProblems && !actions.isBusy;
  const save = () => {
    if (canSave) {
      void actions.save(document.document_id, editor.document);
    }
  };
  // A verify pressed while a save is out is not lost: it is sent once the save is stored.
  const verify = () => {
    if (!editor.hasProblems) {
      void actions.verify(document.document_id, editor.isDirty ? editor.document : undefined);
    }
  };
  const focus = (address: FieldAddress) => {
    setFocused(address);
    const field = editor.valueOf(address);
    if (field?.page) {
      setPage(field.page);
    }
  };
  const onKeyDown = useVerifyKeys({
    save,
    verify,
    next: () => onNext?.(),
    previous: () => onPrevious?.(),
  });

  return (
    <div className="extractor-verify" onKeyDown={onKeyDown}>
      <PageViewer
        documentId={document.document_id}
        fileId={document.file_id ?? null}
        page={page}
        pages={Math.max(1, document.pages ?? 1)}
        highlight={source?.page === page ? (source.box ?? null) : null}
        onPage={setPage}
      />
      <div className="extractor-verify-fields">
        <div className="extractor-document-status">
          <StateTag state={document.state} />
          <span className="extractor-muted">{t('extractor.verify.shortcuts')}</span>
        </div>
        {hasMissingRows(document) ? <MissingRowsWarning /> : null}
        <ProvenanceLegend document={editor.document} />
        <HeaderFields editor={editor} onFocusField={focus} />
        <DetailRows editor={editor} onFocusField={focus} />
        <div className="extractor-step-buttons">
          <Button
            type="button"
            icon="pi pi-chevron-left"
            label={t('extractor.verify.previous')}
            text
            disabled={!onPrevious}
            onClick={() => onPrevious?.()}
          />
          <Button
            type="button"
            icon="pi pi-save"
            label={t('common.save')}
            outlined
            disabled={!canSave}
            onClick={save}
          />
          <Button
            type="button"
            icon="pi pi-check"
            label={t('extractor.document.verify')}
            disabled={editor.hasProblems || actions.isBusy}
            onClick={verify}
          />
          <Button
            type="button"
            icon="pi pi-chevron-right"
            iconPos="right"
            label={t('extractor.verify.next')}
            text
            disabled={!onNext}
            onClick={() => onNext?.()}
          />
        </div>
      </div>
    </div>
  );
}
