import { AppError } from '@folio/core';

import { isLlmError, type LlmError } from '../../ai';

/** Why a model's answer failed, as `detail.reason` of the catalogue error (each has a message). */
export type ProviderFailureReason =
  | 'model-key-refused'
  | 'model-rate-limited'
  | 'model-timeout'
  | 'model-refused'
  | 'model-bad-response'
  | 'model-unavailable';

function reasonOf(error: LlmError): ProviderFailureReason {
  switch (error.kind) {
    case 'http':
      if (error.status === 401 || error.status === 403) {
        return 'model-key-refused';
      }
      return error.status === 429 ? 'model-rate-limited' : 'model-unavailable';
    case 'timeout':
      return 'model-timeout';
    case 'refused':
      return 'model-refused';
    case 'bad_response':
    case 'invalid_json':
      return 'model-bad-response';
    case 'network':
      return 'model-unavailable';
  }
}

/**
 * A failed model call as the catalogue error the user sees: CHATBOT_SERVICE_ERROR with why in
 * `detail.reason`, or REASONING_ERROR when a reasoning model refused or broke its answer.
 * Anything that is not a provider failure is passed through as it is.
 */
export function providerFailure(error: unknown, model: { id: string; provider: string }): unknown {
  if (!isLlmError(error)) {
    return error;
  }
  const reason = reasonOf(error);
  const isReasoning =
    model.id === 'deepseek-reasoner' &&
    (reason === 'model-refused' || reason === 'model-bad-response');
  return new AppError(isReasoning ? 'REASONING_ERROR' : 'CHATBOT_SERVICE_ERROR', {
    message: `${model.provider} (${model.id}): ${error.message}`,
    detail: { reason, provider: model.provider, model: model.id },
    cause: error,
  });
}
