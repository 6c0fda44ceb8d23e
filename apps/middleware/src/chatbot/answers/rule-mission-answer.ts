import { translate, type MissionId } from '@folio/core';

import type { ChatDelta } from '../../ai';
import { toUiLanguage } from '../engine/language';
import type { Language } from '../engine/words';
import type { MissionDocument } from '../missions/mission-input';
import { runRuleMission } from '../missions/missions';
import { renderMissionText } from '../missions/render-mission-text';
import { streamWhole, type AnswerEnd } from './builtin-answer';

// Words that only name the mission ("search clauses", "buscar cláusulas"): a prompt made of them
// asks for the mission's default, not for a search of those words.
const MISSION_WORDS =
  /^(search|find|look|for|the|clauses?|busca(r)?|encuentra|las?|los|el|cl[aá]usulas?|de)$/iu;

/** The user's own query within a mission's prompt, if it says more than the mission's name. */
export function missionQuery(prompt: string): string | undefined {
  const words = prompt
    .split(/\s+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}-]/gu, ''))
    .filter((word) => word !== '' && !MISSION_WORDS.test(word));
  return words.length === 0 ? undefined : prompt.trim();
}

/**
 * A mission run by its rule, without a model (issue 11): its findings as text, streamed like
 * any answer, and as the structured result the message keeps. A mission without a rule, or a
 * topic without readable documents, says so.
 */
export async function* ruleMissionAnswer(
  id: MissionId,
  prompt: string,
  documents: readonly MissionDocument[],
  language: Language,
): AsyncGenerator<ChatDelta, AnswerEnd> {
  const ui = toUiLanguage(language);
  if (documents.length === 0) {
    yield* streamWhole(translate(ui, 'chatbot.answer.missionNoDocuments'));
    return { citations: [] };
  }
  const query = missionQuery(prompt);
  const result = runRuleMission(id, {
    documents: [...documents],
    language,
    ...(query === undefined ? {} : { query }),
  });
  if (result === undefined) {
    yield* streamWhole(translate(ui, 'chatbot.answer.missionNeedsModel'));
    return { citations: [] };
  }
  yield* streamWhole(renderMissionText(result, language));
  return { citations: [], missionResult: result };
}
