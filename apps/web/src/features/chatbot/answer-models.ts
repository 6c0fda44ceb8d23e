import { AI_MODELS } from '@folio/core';

import type { PublicConfig } from '../../lib/public-config';

/** A model a conversation can answer with, and whether this server holds its provider's key. */
export type ChatModel = { id: string; isAvailable: boolean };

/**
 * The models of SPEC §3 (core's `AI_MODELS`), each with the availability the server's public
 * config reports; a model the server does not list counts as unavailable (the built-in engine
 * answers for it, DECISIONS.md "Artificial intelligence").
 */
export function chatModels(ai: PublicConfig['ai']): ChatModel[] {
  return AI_MODELS.map((model) => ({
    id: model.id,
    isAvailable: ai.models.some((entry) => entry.id === model.id && entry.available),
  }));
}

/** True when `id` names a model that really reaches a provider on this server. */
export function isAvailableModel(models: readonly ChatModel[], id: string | null): boolean {
  return models.some((model) => model.id === id && model.isAvailable);
}
