import {
  checkTopicName,
  formatDate,
  isSessionEndingError,
  translate,
  type MessageKey,
  type MessageParams,
} from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError, describeError } from '../../errors';
import type { Sink } from '../../output';
import { safeText } from '../files/format';

import { pickAnswerSettings } from './answer-settings-picker';
import { openConversation } from './answer-stream';
import {
  listConversations,
  listTopics,
  requireTopic,
  type ChatbotKind,
  type Topic,
} from './chatbot-calls';
import { chatPrompts, type ChatPrompts } from './chat.prompts';
import { topicNameMessage } from './topic-name-message';
import { printSuggestions } from './suggest';
import { runTopicsCreate } from './topics';

/** What the user types to leave the session (an empty line leaves too). */
const EXIT_COMMAND = '/exit';

const NEW = Symbol('new');

/**
 * The interactive `folio chat`: pick or create a topic, pick or start a conversation, pick the
 * model, tone and personality that answer, then ask question after question on one conversation
 * machine of the core, each answer streamed with its citations. Ctrl-C during an answer is the machine's stop, for that answer only; an empty line,
 * `/exit` or Ctrl-C at the question leaves.
 */
export async function runChatSession(
  context: SignedInContext,
  stdout: Sink,
  prompts: ChatPrompts = chatPrompts(),
): Promise<number> {
  const { output, language, terminal } = context;
  if (!terminal.canPrompt) {
    throw new CliError('cli.chat.session.needsTerminal');
  }
  const t = (key: MessageKey, params?: MessageParams) => translate(language, key, params);
  const topic = await pickTopic(context, prompts);
  if (!topic) {
    return 1;
  }
  const conversationId = await pickConversation(context, prompts, topic);
  // One conversation machine for the session: it keeps the conversation a first answer starts.
  const conversation = openConversation(context, topic, conversationId);
  const settings = await pickAnswerSettings(context, prompts);
  await showSuggestions(context, topic, conversationId, settings.model);
  output.error(t('cli.chat.session.help', { exit: EXIT_COMMAND }));
  try {
    for (;;) {
      const prompt = await prompts.question(
        t('cli.chat.session.question', { topic: topic.topico }),
      );
      if (prompt === undefined || prompt.trim() === '' || prompt.trim() === EXIT_COMMAND) {
        return 0;
      }
      const stopListening = terminal.onInterrupt?.(() => conversation.stop());
      try {
        const outcome = await conversation.ask(
          { prompt, files: [], settings, mission: null },
          stdout,
        );
        if (outcome.status === 'stopped') {
          output.error(t('chatbot.conversation.stopped'));
        }
      } catch (error) {
        if (isSessionEndingError(error)) {
          throw error;
        }
        output.error(describeError(error, language));
      } finally {
        stopListening?.();
      }
    }
  } finally {
    conversation.close();
  }
}

/**
 * The questions the server suggests for the conversation just opened, once (issue 11). They are
 * only a help: when they cannot be had, the session goes on without them.
 */
async function showSuggestions(
  context: SignedInContext,
  topic: Topic,
  conversationId: string | undefined,
  model: string | null,
) {
  const { output, language } = context;
  try {
    const { suggestions } = await context.folio.chat.prompts.suggest(topic.topico, {
      conversationId,
      model,
    });
    if (suggestions.length > 0) {
      output.info(translate(language, 'chatbot.suggestions.title'));
      printSuggestions(output, language, suggestions);
    }
  } catch (error) {
    if (isSessionEndingError(error)) {
      throw error;
    }
  }
}

/** The topic to talk to: one of the user's, or a new one created here. */
async function pickTopic(
  context: SignedInContext,
  prompts: ChatPrompts,
): Promise<Topic | undefined> {
  const { language } = context;
  const topics = await listTopics(context);
  const choice = await prompts.choose<Topic | typeof NEW>(
    translate(language, 'cli.chat.session.pickTopic'),
    [
      ...topics.map((topic) => ({
        name: `${safeText(topic.topico)}  (${translate(language, `chatbot.kinds.${topic.config_chatbot}`)}, ${translate(language, `chatbot.status.${topic.status}`)})`,
        value: topic,
      })),
      { name: translate(language, 'chatbot.topics.new'), value: NEW },
    ],
  );
  if (choice !== NEW) {
    return choice;
  }
  const taken = topics.map((topic) => topic.topico);
  const name = await prompts.text(translate(language, 'chatbot.newTopic.name'), (value) => {
    const problem = checkTopicName(value, taken);
    return problem ? topicNameMessage(problem, language) : null;
  });
  const description = await prompts.text(
    translate(language, 'chatbot.newTopic.description'),
    (value) =>
      value.trim() === '' ? translate(language, 'chatbot.validation.descriptionRequired') : null,
  );
  const type = await prompts.choose<ChatbotKind>(translate(language, 'chatbot.newTopic.kind'), [
    { name: translate(language, 'chatbot.kinds.documental'), value: 'documental' },
    { name: translate(language, 'chatbot.kinds.estructurado'), value: 'estructurado' },
  ]);
  const reference = await prompts.text(
    translate(language, 'cli.chat.session.referenceFile'),
    (value) =>
      value.trim() === '' ? translate(language, 'chatbot.validation.referenceFileRequired') : null,
  );
  const code = await runTopicsCreate(context, name, reference.trim(), { description, type });
  return code === 0 ? requireTopic(context, name.trim().toLowerCase()) : undefined;
}

/** The conversation to continue, or undefined for a new one (the first answer starts it). */
async function pickConversation(
  context: SignedInContext,
  prompts: ChatPrompts,
  topic: Topic,
): Promise<string | undefined> {
  const { language } = context;
  const conversations = await listConversations(context, topic.topico);
  if (conversations.length === 0) {
    return undefined;
  }
  const choice = await prompts.choose<string | typeof NEW>(
    translate(language, 'cli.chat.session.pickConversation'),
    [
      { name: translate(language, 'chatbot.conversations.new'), value: NEW },
      ...conversations.map((conversation) => ({
        name: translate(language, 'cli.chat.session.conversationChoice', {
          name: safeText(conversation.name),
          count: conversation.message_count,
          when: formatDate(conversation.updated_at),
        }),
        value: conversation.conversation_id,
      })),
    ],
  );
  return choice === NEW ? undefined : choice;
}
