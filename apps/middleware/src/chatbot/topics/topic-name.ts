import { AppError, checkTopicName, GLOBAL_SEARCH_TOPIC, toTopicName } from '@folio/core';

/** True for the global-search topic (SPEC §9 BUSQUEDA_GLOBAL). */
export function isGlobalTopicName(raw: string): boolean {
  return raw.trim().toUpperCase() === GLOBAL_SEARCH_TOPIC;
}

/**
 * A topic name as stored (SPEC §3 "lower-cased when created or trained"; §5 "letters and digits
 * only"), by the core's rule that the faces check before sending: a blank name is
 * MISSING_PARAMETERS, any other problem BAD_REQUEST with the rule's `reason`.
 */
export function topicNameOf(raw: string): string {
  const problem = checkTopicName(raw);
  if (problem === 'required') {
    throw new AppError('MISSING_PARAMETERS', {
      message: 'topico is required',
      detail: { fields: ['topico'] },
    });
  }
  if (problem !== null) {
    throw new AppError('BAD_REQUEST', {
      message: 'a topic name has letters and digits only, at most 100',
      detail: { field: 'topico', reason: problem },
    });
  }
  return toTopicName(raw);
}
