/** The AI providers Folio can call (DECISIONS.md "Artificial intelligence"). */
export type AiProvider = 'openai' | 'deepseek' | 'gemini';

/** A model a user can pick (SPEC §3 "Models") and the provider that serves it. */
export type AiModel = { id: string; provider: AiProvider };

/**
 * SPEC §3 models mapped to providers as DECISIONS.md says. When a model's provider has no key,
 * the built-in engine answers instead and says so.
 */
export const AI_MODELS: readonly AiModel[] = [
  { id: 'gpt-4o-mini', provider: 'openai' },
  { id: 'gpt-4o', provider: 'openai' },
  { id: 'deepseek-chat', provider: 'deepseek' },
  { id: 'deepseek-reasoner', provider: 'deepseek' },
  { id: 'gemini-2.5-pro-preview', provider: 'gemini' },
];
