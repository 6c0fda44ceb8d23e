// A bench topic: the dataset's documents (and filler pages) chunked and stored as a training does.
import { chunkPages } from '../../../apps/middleware/src/chatbot/engine/chunk.ts';
import { detectLanguage } from '../../../apps/middleware/src/chatbot/engine/language.ts';
import {
  insertPassages,
  refreshPassageStatistics,
} from '../../../apps/middleware/src/chatbot/retrieval/passages.queries.ts';
import {
  insertFileRow,
  insertOwner,
  insertTopic,
} from '../../../apps/middleware/src/chatbot/retrieval/testing/chat-fixtures.ts';
import type { BenchDocument } from './dataset.ts';

const PAGES_PER_FILLER_FILE = 20;

type Db = Parameters<typeof insertPassages>[0];

export type BenchTopic = { topicId: string; userId: string; files: Map<string, string> };

/** A topic holding `documents` (and filler pages), its file ids by name. */
export async function loadTopic(
  db: Db,
  name: string,
  documents: readonly BenchDocument[],
  filler: string[] = [],
): Promise<BenchTopic> {
  // One owner per topic: file names are unique per folder.
  const owner = await insertOwner(db, `${name}@example.com`);
  const topicId = await insertTopic(db, owner.userId, name);
  const files = new Map<string, string>();
  const store = async (fileName: string, pages: string[]) => {
    const fileId = await insertFileRow(db, owner, fileName);
    files.set(fileId, fileName);
    const language = detectLanguage(pages.join('\n'));
    const drafts = chunkPages(pages.map((text, index) => ({ page: index + 1, text })));
    await insertPassages(
      db,
      drafts.map((draft) => ({
        ...draft,
        topicId,
        fileId,
        userId: owner.userId,
        conversationId: null,
        language,
      })),
    );
  };
  for (const document of documents) {
    await store(document.file, [document.text]);
  }
  for (let index = 0; index < filler.length; index += PAGES_PER_FILLER_FILE) {
    await store(
      `filler-${index / PAGES_PER_FILLER_FILE}.pdf`,
      filler.slice(index, index + PAGES_PER_FILLER_FILE),
    );
  }
  // As a training does once it has written a batch of passages.
  await refreshPassageStatistics(db);
  return { topicId, userId: owner.userId, files };
}
