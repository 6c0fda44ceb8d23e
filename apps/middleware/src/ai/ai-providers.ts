import { AI_MODELS } from '@folio/core';

import type { AiConfig } from '../config';
import type { LlmProvider } from './llm-provider';
import { createGeminiProvider } from './providers/gemini-provider';
import type { HttpSettings } from './providers/http-json';
import { createOpenAiCompatibleProvider } from './providers/openai-provider';

const OPENAI_BASE_URL = 'https://api.openai.com/v1';
const DEEPSEEK_BASE_URL = 'https://api.deepseek.com';
const DEFAULT_TIMEOUT_MS = 120_000;

// SPEC §3 names "a Gemini pro preview"; Google serves that model today as `gemini-2.5-pro`.
const API_MODEL_NAMES: Readonly<Record<string, string>> = {
  'gemini-2.5-pro-preview': 'gemini-2.5-pro',
};

/**
 * A model ready to call: its provider, the name the provider knows it by, and whether it reads
 * images.
 */
export type ResolvedModel = { provider: LlmProvider; apiModel: string; vision: boolean };

/** The providers this server has credentials for, looked up by the model a user picked. */
export type AiProviders = {
  /**
   * The provider of a SPEC §3 model (DECISIONS.md map), or undefined when the model is unknown or
   * its provider has no key here (then the built-in engine answers, and says so).
   */
  resolve(model: string): ResolvedModel | undefined;
};

/**
 * Builds the providers from the configuration: OpenAI when it has a key or a base URL (a local
 * OpenAI-compatible server may need no key), DeepSeek and Gemini when they have a key.
 */
export function createAiProviders(
  config: AiConfig,
  http: Omit<HttpSettings, 'timeoutMs'> & { timeoutMs?: number } = {},
): AiProviders {
  const settings: HttpSettings = {
    ...http,
    timeoutMs: http.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  const providers = new Map<string, LlmProvider>();
  if (config.openaiApiKey !== undefined || config.openaiBaseUrl !== undefined) {
    providers.set(
      'openai',
      createOpenAiCompatibleProvider({
        ...settings,
        name: 'openai',
        baseUrl: config.openaiBaseUrl ?? OPENAI_BASE_URL,
        apiKey: config.openaiApiKey,
        responseFormat: 'json_schema',
      }),
    );
  }
  if (config.deepseekApiKey !== undefined) {
    providers.set(
      'deepseek',
      createOpenAiCompatibleProvider({
        ...settings,
        name: 'deepseek',
        baseUrl: config.deepseekBaseUrl ?? DEEPSEEK_BASE_URL,
        apiKey: config.deepseekApiKey,
        responseFormat: 'json_object',
      }),
    );
  }
  if (config.geminiApiKey !== undefined) {
    providers.set(
      'gemini',
      createGeminiProvider({
        ...settings,
        apiKey: config.geminiApiKey,
        baseUrl: config.geminiBaseUrl,
      }),
    );
  }
  return {
    resolve(model) {
      const known = AI_MODELS.find((entry) => entry.id === model);
      const provider = known === undefined ? undefined : providers.get(known.provider);
      if (known === undefined || provider === undefined) {
        return undefined;
      }
      const isLocalModel = known.provider === 'openai' && config.openaiModel !== undefined;
      const apiModel = isLocalModel ? config.openaiModel : (API_MODEL_NAMES[model] ?? model);
      // A local server's model (OPENAI_MODEL) reads images only when OPENAI_VISION says so.
      const vision = isLocalModel ? config.openaiVision === true : known.vision;
      return { provider, apiModel: apiModel ?? model, vision };
    },
  };
}
