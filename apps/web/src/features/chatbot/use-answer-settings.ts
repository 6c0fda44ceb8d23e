import {
  AI_MODELS,
  isPersonality,
  isTone,
  type AnswerSettings,
  type HistoryItem,
} from '@folio/core';
import { useCallback, useMemo, useState } from 'react';

import { usePublicConfig } from '../../lib/public-config';
import { readJson, writeJson } from '../../lib/storage';

import { chatModels } from './answer-models';

/** Where the last model, tone and personality chosen are kept, for the next new conversation. */
export const ANSWER_SETTINGS_STORAGE_KEY = 'chatbotAnswerSettings';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Settings read from storage or from a stored message, each value kept only when it is still one
 * of SPEC §3's ids (a model no longer offered, or a stored value edited by hand, becomes `null`).
 */
function toSettings(value: { model?: unknown; tone?: unknown; personality?: unknown }) {
  const model = text(value.model);
  const tone = text(value.tone);
  const personality = text(value.personality);
  return {
    model: AI_MODELS.some((known) => known.id === model) ? model : null,
    tone: tone !== null && isTone(tone) ? tone : null,
    personality: personality !== null && isPersonality(personality) ? personality : null,
  } satisfies AnswerSettings;
}

function storedSettings(): AnswerSettings | null {
  const stored = readJson(ANSWER_SETTINGS_STORAGE_KEY);
  return typeof stored === 'object' && stored !== null ? toSettings(stored) : null;
}

/**
 * The model, tone and personality of the open conversation (issue 11 "their choice kept per
 * conversation"): what the user picked in it, else what its last message was answered with
 * (a conversation reopened), else the last choice made anywhere (a new conversation), which
 * starts as the first model this server has a key for.
 */
export function useAnswerSettings(
  conversationId: string | null,
  history: { items: readonly HistoryItem[]; isLoading: boolean },
) {
  const { ai } = usePublicConfig();
  const models = useMemo(() => chatModels(ai), [ai]);
  const [last, setLast] = useState<AnswerSettings>(
    () =>
      storedSettings() ?? {
        model: models.find((model) => model.isAvailable)?.id ?? null,
        tone: null,
        personality: null,
      },
  );
  const [chosen, setChosen] = useState<{
    conversationId: string | null;
    settings: AnswerSettings;
  } | null>(null);
  // While another conversation's history loads, its last message is not known yet.
  const lastMessage = history.isLoading ? undefined : history.items.at(-1);
  const settings =
    chosen?.conversationId === conversationId
      ? chosen.settings
      : lastMessage
        ? toSettings(lastMessage)
        : last;

  const choose = useCallback(
    (next: AnswerSettings) => {
      setChosen({ conversationId, settings: next });
      setLast(next);
      writeJson(ANSWER_SETTINGS_STORAGE_KEY, next);
    },
    [conversationId],
  );
  return { settings, models, choose };
}
