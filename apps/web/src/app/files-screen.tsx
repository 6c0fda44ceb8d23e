import { RunOnFilesButton } from '../features/extractor/run-on-files-button';
import { FilesPage } from '../features/files/files-page';
import { ImportFromCloudLinks } from '../features/integrations/import-from-cloud-links';
import { UploadToCloudButton } from '../features/integrations/upload-to-cloud-button';

/**
 * The files screen as the app composes it: with the cloud import and upload actions, and a run
 * of a configuration on the selected PDFs, shown once some are selected (issue 14).
 */
export function FilesScreen() {
  return (
    <FilesPage
      toolbarExtras={({ folder, selected }) => {
        const pdfIds = selected
          .filter((file) => file.mime_type === 'application/pdf')
          .map((file) => file.id);
        return (
          <>
            <ImportFromCloudLinks folder={folder} />
            <UploadToCloudButton
              sources={selected.map((file) => ({ kind: 'file' as const, fileId: file.id }))}
            />
            {pdfIds.length > 0 ? <RunOnFilesButton fileIds={pdfIds} /> : null}
          </>
        );
      }}
    />
  );
}
