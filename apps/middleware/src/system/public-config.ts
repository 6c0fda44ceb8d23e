import { AI_MODELS, type AiProvider } from '@folio/core';
import type { MiddlewareComponents } from '@folio/sdk';

import { isOidcConfigured, type MiddlewareConfig } from '../config';

type PublicConfig = MiddlewareComponents['schemas']['PublicConfigResponse'];

/** The providers that have credentials on this server. */
export function configuredProviders(config: MiddlewareConfig): AiProvider[] {
  const providers: AiProvider[] = [];
  if (config.ai.openaiApiKey || config.ai.openaiBaseUrl) {
    providers.push('openai');
  }
  if (config.ai.deepseekApiKey) {
    providers.push('deepseek');
  }
  if (config.ai.geminiApiKey) {
    providers.push('gemini');
  }
  return providers;
}

/**
 * What every client needs before sign-in: the version, where the service host is, demo mode and
 * what it blocks (DECISIONS.md "Demo mode"), the limits it enforces, and which models really
 * reach a provider (the others fall back to the built-in engine).
 */
export function buildPublicConfig(config: MiddlewareConfig): PublicConfig {
  const providers = configuredProviders(config);
  return {
    version: config.version,
    serviceUrl: config.serviceUrl,
    demoMode: config.demoMode,
    blockedFeatures: config.demoMode ? ['createConfiguration', 'createTopic'] : [],
    limits: config.limits,
    signIn: { oidc: isOidcConfigured(config.oidc) },
    ai: {
      providers,
      models: AI_MODELS.map((model) => ({
        ...model,
        available: providers.includes(model.provider),
      })),
    },
  };
}
