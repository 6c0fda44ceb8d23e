import { GLOBAL_SEARCH_TOPIC } from '../constants';
import { isAlphanumeric } from '../validation/names';

/** The longest topic name the contract takes (`TopicContext.topico`). */
export const TOPIC_NAME_MAX_LENGTH = 100;

/**
 * Why a topic name cannot be used (SPEC §5 "Topic name: required, letters and digits only (no
 * spaces or symbols), unique"); `exists` is also what the server's TOPIC_NAME_EXISTS means.
 */
export type TopicNameProblem = 'required' | 'lettersAndDigits' | 'tooLong' | 'exists';

/**
 * The name a topic travels under: lower-cased (SPEC §3 "topico (lower-cased when created or
 * trained)", §5 "Topic names are lower-cased before sending"). The global-search topic
 * `BUSQUEDA_GLOBAL` is a wire value (SPEC §9) and keeps its case.
 */
export function toTopicName(name: string): string {
  const trimmed = name.trim();
  return trimmed === GLOBAL_SEARCH_TOPIC ? trimmed : trimmed.toLowerCase();
}

/**
 * Checks a new topic's name before it is sent (SPEC §5): required, ASCII letters and digits only,
 * at most 100 characters, and not one of `takenNames` (the user's topics), compared as the server
 * stores them, lower-cased. `null` when the name can be sent; the server checks uniqueness again.
 */
export function checkTopicName(
  name: string,
  takenNames: readonly string[] = [],
): TopicNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') {
    return 'required';
  }
  if (!isAlphanumeric(trimmed)) {
    return 'lettersAndDigits';
  }
  if (trimmed.length > TOPIC_NAME_MAX_LENGTH) {
    return 'tooLong';
  }
  const topico = toTopicName(trimmed);
  return takenNames.some((taken) => toTopicName(taken) === topico) ? 'exists' : null;
}
