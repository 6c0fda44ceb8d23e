import { buffer } from 'node:stream/consumers';

import type { ChatTurn } from '../../ai';
import type { ChatbotDeps } from '../chatbot-deps';

type ChatImage = NonNullable<ChatTurn['images']>[number];

// What a message may send a vision model: providers take a few megabytes of images per request
// (OpenAI 20 MB, Gemini 20 MB inline); past this the OCR text alone goes.
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/**
 * The images of a message as a vision model takes them (base64 with their type), in the order
 * they were attached, as many as fit in the size budget.
 */
export async function messageImages(
  deps: ChatbotDeps,
  fileIds: readonly string[],
): Promise<ChatImage[]> {
  if (fileIds.length === 0) {
    return [];
  }
  const rows = await deps.db
    .selectFrom('files')
    .select(['id', 'blob_key', 'mime_type', 'size'])
    .where('id', 'in', [...fileIds])
    .execute();
  const images: ChatImage[] = [];
  let total = 0;
  for (const id of fileIds) {
    const row = rows.find((candidate) => candidate.id === id);
    if (row === undefined || total + Number(row.size) > MAX_IMAGE_BYTES) {
      continue;
    }
    total += Number(row.size);
    const bytes = await buffer(await deps.blobs.get(row.blob_key));
    images.push({ mimeType: row.mime_type, base64: bytes.toString('base64') });
  }
  return images;
}
