import {
  PageTextContext,
  type RenderPageText,
} from '../features/extractor/verify/page-text-context';
import { VerifyFilePage } from '../features/extractor/verify-file-page';
import { FilePageText } from '../features/files/preview/file-page-text';

// Web features never import each other: the verify screen reads its page's text with the files'
// PDF reader here.
const renderPageText: RenderPageText = (props) => <FilePageText {...props} />;

/**
 * The verify screen (SPEC §2 /extractor/{id}) with its page's text offered beside the page image
 * (issue 22: the image's text alternative), read from the document's PDF in Files.
 */
export function VerifyScreen() {
  return (
    <PageTextContext.Provider value={renderPageText}>
      <VerifyFilePage />
    </PageTextContext.Provider>
  );
}
