import {
  CitationPreviewContext,
  type RenderCitationPreview,
} from '../features/chatbot/citation-preview';
import { ConversationPage } from '../features/chatbot/conversation-page';
import { FilePreviewById } from '../features/files/preview/file-preview-by-id';

// Web features never import each other: the chatbot's citations open the files' preview here.
const renderCitationPreview: RenderCitationPreview = ({ citation, onClose }) => (
  <FilePreviewById
    fileId={citation.file_id}
    page={citation.page}
    quote={citation.quote}
    onClose={onClose}
  />
);

/**
 * The conversation screen (SPEC §2 /chatbot/run-topic/{id}) with its citations opening the
 * file's preview at the cited page, the quote highlighted (issue 10).
 */
export function ChatbotConversationScreen() {
  return (
    <CitationPreviewContext.Provider value={renderCitationPreview}>
      <ConversationPage />
    </CitationPreviewContext.Provider>
  );
}
