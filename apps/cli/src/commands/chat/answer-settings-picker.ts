import {
  AI_MODELS,
  PERSONALITIES,
  TONES,
  translate,
  type AnswerSettings,
  type MessageKey,
  type MessageParams,
} from '@folio/core';

import type { SignedInContext } from '../../context';

import type { ChatPrompts } from './chat.prompts';

/**
 * Asks the interactive session's model, tone and personality (SPEC §3), one list each. The
 * server's public config says which models have a key there; the others stay on the list and say
 * that the built-in engine answers for them. The first model with a key is offered first.
 */
export async function pickAnswerSettings(
  context: SignedInContext,
  prompts: ChatPrompts,
): Promise<AnswerSettings> {
  const t = (key: MessageKey, params?: MessageParams) => translate(context.language, key, params);
  const config = await context.folio.system.config();
  const hasKey = (id: string) =>
    config.ai.models.some((model) => model.id === id && model.available);
  const byDefault = { name: t('chatbot.settings.default'), value: null };
  const model = await prompts.choose<string | null>(
    t('chatbot.settings.model'),
    [
      { name: t('chatbot.settings.builtinModel'), value: null },
      ...AI_MODELS.map(({ id }) => ({
        name: hasKey(id) ? id : t('chatbot.settings.modelWithoutKey', { model: id }),
        value: id,
      })),
    ],
    AI_MODELS.find(({ id }) => hasKey(id))?.id ?? null,
  );
  const tone = await prompts.choose(t('chatbot.settings.tone'), [
    byDefault,
    ...TONES.map((id) => ({ name: t(`chatbot.tones.${id}`), value: id })),
  ]);
  const personality = await prompts.choose(t('chatbot.settings.personality'), [
    byDefault,
    ...PERSONALITIES.map((id) => ({ name: t(`chatbot.personalities.${id}`), value: id })),
  ]);
  return { model, tone, personality };
}
