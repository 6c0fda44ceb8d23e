import { TrainWithFilesButton } from '../features/chatbot/train-with-files-button';
import { RunOnFilesButton } from '../features/extractor/run-on-files-button';
import { CloudImportPage } from '../features/integrations/cloud-import-page';

// A run reads PDFs only; an imported file named .pdf is one (Files checks the content on import).
const isPdfName = (name: string) => /\.pdf$/iu.test(name);

/**
 * The cloud import screen as the app composes it: once an import ends, its files can be trained
 * into a topic, and its PDFs run through a configuration (issue 14 "then optionally train a
 * topic or run a configuration on them").
 */
export function CloudImportScreen() {
  return (
    <CloudImportPage
      afterImport={(files) => {
        const pdfIds = files.filter((file) => isPdfName(file.name)).map((file) => file.fileId);
        return (
          <>
            <TrainWithFilesButton fileIds={files.map((file) => file.fileId)} />
            {pdfIds.length > 0 ? <RunOnFilesButton fileIds={pdfIds} /> : null}
          </>
        );
      }}
    />
  );
}
