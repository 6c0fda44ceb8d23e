import { FilesPage } from '../features/files/files-page';
import { ImportFromCloudLinks } from '../features/integrations/import-from-cloud-links';
import { UploadToCloudButton } from '../features/integrations/upload-to-cloud-button';

/** The files screen as the app composes it: with the cloud import and upload actions (issue 14). */
export function FilesScreen() {
  return (
    <FilesPage
      toolbarExtras={({ folder, selected }) => (
        <>
          <ImportFromCloudLinks folder={folder} />
          <UploadToCloudButton
            sources={selected.map((file) => ({ kind: 'file' as const, fileId: file.id }))}
          />
        </>
      )}
    />
  );
}
