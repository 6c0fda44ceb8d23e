import {
  AI_MODELS,
  MISSIONS,
  PERSONALITIES,
  TONES,
  type AnswerSettings,
  type MissionId,
} from '@folio/core';

import { CliError } from '../../errors';

/** The answer flags of `folio chat ask`, as commander gives them. */
export type AnswerFlags = {
  model?: string;
  tone?: string;
  personality?: string;
  mission?: string;
};

/** How a question is to be answered: by whom and how, and the mission it runs. */
export type AnswerChoice = { settings: AnswerSettings; mission: MissionId | null };

/**
 * `value` when it is one of `ids`; else a CliError naming the flag and listing the valid ids,
 * in the user's language, before anything is sent (the server would refuse it as
 * INVALID_REQUEST without saying what it takes).
 */
function oneOf<T extends string>(option: string, value: string | undefined, ids: readonly T[]) {
  if (value === undefined) {
    return null;
  }
  const found = ids.find((id) => id === value);
  if (found === undefined) {
    throw new CliError('cli.chat.ask.invalidChoice', { option, value, valid: ids.join(', ') });
  }
  return found;
}

/**
 * The model, tone, personality and mission of `--model`, `--tone`, `--personality` and
 * `--mission` (SPEC §3: the models of `AI_MODELS`, the tones and personalities by their Spanish
 * ids, the missions by theirs); a flag left out is the server's default.
 */
export function answerChoiceOf(flags: AnswerFlags): AnswerChoice {
  return {
    settings: {
      model: oneOf(
        '--model',
        flags.model,
        AI_MODELS.map((model) => model.id),
      ),
      tone: oneOf('--tone', flags.tone, TONES),
      personality: oneOf('--personality', flags.personality, PERSONALITIES),
    },
    mission: oneOf(
      '--mission',
      flags.mission,
      MISSIONS.map((mission) => mission.id),
    ),
  };
}
