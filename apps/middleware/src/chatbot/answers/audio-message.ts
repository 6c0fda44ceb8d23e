import { buffer } from 'node:stream/consumers';

import { AppError } from '@folio/core';

import { isLlmError } from '../../ai';
import type { Owner, StagedFile } from '../../storage/storage.feature';
import type { ChatbotDeps } from '../chatbot-deps';
import { withStoredMessageFiles } from './message-files';

/** Why an audio message could not be heard, as `detail.reason` of AUDIO_EXTRACTION. */
function audioFailure(reason: string, message: string, cause?: unknown): AppError {
  return new AppError('AUDIO_EXTRACTION', { message, detail: { reason }, cause });
}

/**
 * An audio message (SPEC §5 audio route): the recording is stored with the message in the
 * chatbot folder of Files and transcribed by the configured OpenAI-compatible endpoint
 * (DECISIONS.md). Without one, or when the endpoint cannot read the file, it is AUDIO_EXTRACTION
 * with why, and nothing stays stored. Answers the file ids and what was said.
 */
export async function transcribeAudioMessage(
  deps: ChatbotDeps,
  owner: Owner,
  staged: readonly StagedFile[],
  signal: AbortSignal,
): Promise<{ fileIds: string[]; transcript: string }> {
  return withStoredMessageFiles(deps, owner, staged, async (rows) => {
    const transcription = deps.transcription;
    if (transcription === undefined) {
      throw audioFailure(
        'no-transcription',
        'audio messages need a transcription endpoint (FOLIO_TRANSCRIPTION_URL)',
      );
    }
    const said: string[] = [];
    for (const [index, row] of rows.entries()) {
      const bytes = await buffer(await deps.blobs.get(row.blob_key));
      const text = await transcription
        .transcribe(
          {
            bytes,
            filename: row.filename,
            mimeType: staged[index]?.type.mimeType ?? 'application/octet-stream',
          },
          signal,
        )
        .catch((error: unknown) => {
          if (!isLlmError(error)) {
            throw error;
          }
          const reason =
            error.kind === 'http' && error.status === 400 ? 'unreadable' : 'unavailable';
          throw audioFailure(reason, `${row.filename}: ${error.message}`, error);
        });
      said.push(text);
    }
    const transcript = said.join('\n').trim();
    if (transcript === '') {
      throw audioFailure('no-speech', 'no speech was heard in the recording');
    }
    return { fileIds: rows.map((row) => row.id), transcript };
  });
}
