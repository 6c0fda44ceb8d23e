import { readIndexedText } from '../../storage/storage.feature';
import type { ChatbotDeps } from '../chatbot-deps';
import { selectMessages } from '../conversations/conversations.queries';
import type { MissionDocument } from '../missions/mission-input';
import { selectTopicFiles } from '../topics/topic-files.queries';
import type { TopicListRow } from '../topics/topics.queries';
import { requestReading } from './message-files';

// A mission reads whole documents; past this many it would read a library, not a topic.
const MAX_MISSION_FILES = 20;

/**
 * The documents a mission runs over: the topic's files (none for the global-search topic) and
 * the files attached in this conversation, read through the files index, up to 20.
 */
export async function missionDocuments(
  deps: ChatbotDeps,
  topic: TopicListRow,
  conversationId: string,
  signal: AbortSignal,
): Promise<MissionDocument[]> {
  const topicFiles = topic.is_global ? [] : await selectTopicFiles(deps.db, topic.id);
  const attached = (await selectMessages(deps.db, conversationId)).flatMap(
    (message) => message.files_id,
  );
  const ids = [...new Set([...topicFiles.map((file) => file.file_id), ...attached])].slice(
    0,
    MAX_MISSION_FILES,
  );
  if (ids.length === 0) {
    return [];
  }
  const files = await deps.db
    .selectFrom('files')
    .select(['id', 'filename'])
    .where('id', 'in', ids)
    .execute();
  const { context, indexing } = requestReading(deps, signal);
  const documents: MissionDocument[] = [];
  for (const file of files) {
    const text = await readIndexedText(indexing, context, file.id);
    if (text.status === 'indexed' && text.pages.some((page) => page.text.trim() !== '')) {
      documents.push({ fileId: file.id, fileName: file.filename, pages: text.pages });
    }
  }
  return documents;
}
