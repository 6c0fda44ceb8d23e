import type { AiConfig } from '../config';
import { LlmError } from './llm-error';
import { postForResponse, type HttpSettings } from './providers/http-json';

/** Turns speech into text. */
export type Transcription = {
  transcribe(
    audio: { bytes: Uint8Array; filename: string; mimeType: string },
    signal?: AbortSignal,
  ): Promise<string>;
};

const DEFAULT_MODEL = 'whisper-1';
const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * The transcription endpoint of the configuration (OpenAI's `POST /audio/transcriptions`, a form
 * with `file` and `model`, answering `{text}`), or undefined when none is configured: then an
 * audio message is AUDIO_EXTRACTION saying what to configure (DECISIONS.md).
 */
export function createTranscription(
  config: Pick<AiConfig, 'transcriptionUrl' | 'transcriptionModel' | 'transcriptionApiKey'>,
  http: Partial<HttpSettings> = {},
): Transcription | undefined {
  if (!config.transcriptionUrl) {
    return undefined;
  }
  const url = `${config.transcriptionUrl.replace(/\/+$/u, '')}/audio/transcriptions`;
  const model = config.transcriptionModel ?? DEFAULT_MODEL;
  const settings: HttpSettings = { timeoutMs: DEFAULT_TIMEOUT_MS, ...http };
  return {
    async transcribe(audio, signal) {
      const form = new FormData();
      form.set('model', model);
      form.set('response_format', 'json');
      form.set(
        'file',
        new Blob([new Uint8Array(audio.bytes)], { type: audio.mimeType }),
        audio.filename,
      );
      const { response } = await postForResponse(
        url,
        {
          headers: config.transcriptionApiKey
            ? { authorization: `Bearer ${config.transcriptionApiKey}` }
            : {},
          body: form,
          signal,
        },
        settings,
      );
      const answer = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof answer?.text !== 'string') {
        throw new LlmError('bad_response', 'transcription: the answer has no text');
      }
      return answer.text.trim();
    },
  };
}
