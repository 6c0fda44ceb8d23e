import { hasMissingRows, type Configuration, type ExtractedDocument } from '@folio/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { extractorVerifyPath } from '../../../app/paths';
import { MissingRowsWarning } from '../components/missing-rows-warning';
import { ProvenanceLegend } from '../components/provenance';
import { StateTag } from '../components/state-tag';

import { DetailRows } from './detail-rows';
import { HeaderFields } from './header-fields';
import { useDocumentActions } from './use-document-actions';
import { useDocumentEditor } from './use-document-editor';

/**
 * One document of the results, editable (SPEC §2 results: add and delete header, column and
 * row; edit; verify): its state and the missing-rows warning, its headers and rows, Save, Verify
 * and a link to the verify screen with the page beside the fields.
 */
export function DocumentEditor({
  document,
  configuration,
  onChanged,
}: {
  document: ExtractedDocument;
  configuration: Configuration | null;
  onChanged: (document: ExtractedDocument) => void;
}) {
  const { t } = useTranslation();
  const editor = useDocumentEditor(document, configuration);
  const actions = useDocumentActions(onChanged);
  const canSave = editor.isDirty && !editor.hasProblems && !actions.isBusy;
  return (
    <div className="extractor-document-editor">
      <div className="extractor-document-status">
        <StateTag state={document.state} />
        <Link to={extractorVerifyPath(document.document_id)}>
          {t('extractor.results.verifyPage', { name: document.file_name })}
        </Link>
      </div>
      {hasMissingRows(document) ? <MissingRowsWarning /> : null}
      <ProvenanceLegend document={editor.document} />
      <HeaderFields editor={editor} />
      <DetailRows editor={editor} />
      <div className="extractor-step-buttons">
        <Button
          type="button"
          icon="pi pi-save"
          label={t('common.save')}
          outlined
          disabled={!canSave}
          onClick={() => void actions.save(document.document_id, editor.document)}
        />
        <Button
          type="button"
          icon="pi pi-check"
          label={t('extractor.document.verify')}
          disabled={editor.hasProblems || actions.isBusy}
          onClick={() =>
            void actions.verify(document.document_id, editor.isDirty ? editor.document : undefined)
          }
        />
      </div>
    </div>
  );
}
