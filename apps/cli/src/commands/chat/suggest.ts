import { toTopicName, translate, type Language } from '@folio/core';

import type { SignedInContext } from '../../context';
import type { Output } from '../../output';
import { safeText } from '../files/format';

import { answerChoiceOf } from './answer-options';
import { requireTopic } from './chatbot-calls';

/** The flags of `folio chat suggest`. */
export type SuggestOptions = {
  /** The model that writes them (checked like `folio chat ask --model`). */
  model?: string;
  /** Suggest follow-ups to this conversation; absent: questions about the topic's documents. */
  conversation?: string;
};

/** The suggestions numbered from 1, one a line, as the user picks one by its number. */
export function printSuggestions(output: Output, language: Language, suggestions: string[]) {
  suggestions.forEach((text, index) =>
    output.info(
      translate(language, 'cli.chat.suggest.item', { n: index + 1, text: safeText(text) }),
    ),
  );
}

/**
 * `folio chat suggest TOPIC` (SPEC §7 prompt suggestions, issue 11): the questions the server
 * suggests asking the topic, numbered; an accounting topic's are its SQL questions (SPEC §7,
 * issue 12). `--json` prints the server's answer.
 */
export async function runSuggest(
  context: SignedInContext,
  topicName: string,
  options: SuggestOptions,
): Promise<number> {
  const { output, language } = context;
  const { settings } = answerChoiceOf({ model: options.model });
  const topic = await requireTopic(context, toTopicName(topicName));
  let suggestions: string[];
  if (topic.config_chatbot === 'estructurado') {
    const answer = await context.folio.chat.tables.questions(topic.topico);
    output.data(answer);
    suggestions = answer.questions;
  } else {
    const answer = await context.folio.chat.prompts.suggest(topic.topico, {
      conversationId: options.conversation,
      model: settings.model,
    });
    output.data(answer);
    suggestions = answer.suggestions;
  }
  if (suggestions.length === 0) {
    output.info(translate(language, 'cli.chat.suggest.none'));
    return 0;
  }
  printSuggestions(output, language, suggestions);
  return 0;
}
