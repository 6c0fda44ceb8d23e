/** The AI providers Folio can call (DECISIONS.md "Artificial intelligence"). */
export type AiProvider = 'openai' | 'deepseek' | 'gemini';

/**
 * A model a user can pick (SPEC §3 "Models"), the provider that serves it, and whether it reads
 * images (an image message then goes to it as well as its OCR text).
 */
export type AiModel = { id: string; provider: AiProvider; vision: boolean };

/**
 * SPEC §3 models mapped to providers as DECISIONS.md says. When a model's provider has no key,
 * the built-in engine answers instead and says so.
 */
export const AI_MODELS: readonly AiModel[] = [
  { id: 'gpt-4o-mini', provider: 'openai', vision: true },
  { id: 'gpt-4o', provider: 'openai', vision: true },
  { id: 'deepseek-chat', provider: 'deepseek', vision: false },
  { id: 'deepseek-reasoner', provider: 'deepseek', vision: false },
  { id: 'gemini-2.5-pro-preview', provider: 'gemini', vision: true },
];
