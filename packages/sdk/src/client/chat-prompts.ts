import { expectData } from '../clients';
import type { components } from '../generated/middleware';
import { jsonDataForm } from '../json-data-form';

import { runCall, type CallOptions, type ClientContext } from './call';

type Schemas = components['schemas'];

/** The questions worth asking next, one per item (at most 6), and who wrote them. */
export type PromptSuggestions = Schemas['PromptSuggestions'];
/** A prompt rewritten to be answered better (`message`), and who rewrote it. */
export type GeneratedPrompt = Schemas['GeneratedPrompt'];

/** Who writes a suggestion or a rewrite: a model's id, or the server's default when null. */
type ModelOption = { model?: string | null };

/** Help with what to ask a topic (SPEC §7 prompt suggestions and prompt generator). */
export function createPromptsResource(context: ClientContext) {
  const api = () => context.clients.middleware;
  return {
    /**
     * Questions worth asking a topic: about its documents, or following on a conversation's
     * answers (`conversationId`), or on a `context` of your own.
     */
    suggest: (
      topic: string,
      options: CallOptions &
        ModelOption & { conversationId?: string | null; context?: string | null } = {},
    ): Promise<PromptSuggestions> =>
      runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/prompt-suggestions', {
            ...jsonDataForm('getPromptSuggestions', {
              ...context.user(),
              topico: topic,
              conversation_id: options.conversationId ?? null,
              model: options.model ?? null,
              ...(options.context === undefined ? {} : { contexto: options.context }),
            }),
            signal,
          }),
        ),
      ),
    /** `prompt` rewritten to be answered better from the topic's documents. */
    improve: (
      topic: string,
      prompt: string,
      options: CallOptions & ModelOption = {},
    ): Promise<GeneratedPrompt> =>
      runCall(context, options, (signal) =>
        expectData(
          api().POST('/chatbot/prompt-generator', {
            ...jsonDataForm('generatePrompt', {
              ...context.user(),
              topico: topic,
              prompt,
              model: options.model ?? null,
            }),
            signal,
          }),
        ),
      ),
  };
}

/** The prompt help of the chat resource. */
export type PromptsResource = ReturnType<typeof createPromptsResource>;
