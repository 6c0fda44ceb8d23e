import { formatDate, toTopicName, translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { formatTable, safeText } from '../files/format';

import { formatCitation, safeAnswerText } from './answer-format';
import { getHistory, listConversations, requireTopic } from './chatbot-calls';

/** `folio chat conversations TOPIC`: the topic's conversations, their ids to continue them. */
export async function runConversations(
  context: SignedInContext,
  topicName: string,
): Promise<number> {
  const { output, language } = context;
  const topic = await requireTopic(context, toTopicName(topicName));
  const conversations = await listConversations(context, topic.topico);
  output.data({ conversations });
  if (conversations.length === 0) {
    output.info(translate(language, 'chatbot.conversations.empty'));
    return 0;
  }
  const lines = formatTable(
    [
      { heading: translate(language, 'cli.chat.columns.id') },
      { heading: translate(language, 'cli.chat.columns.name') },
      { heading: translate(language, 'cli.chat.columns.messages'), align: 'right' },
      { heading: translate(language, 'cli.chat.columns.updated') },
    ],
    conversations.map((conversation) => [
      conversation.conversation_id,
      conversation.name,
      String(conversation.message_count),
      formatDate(conversation.updated_at),
    ]),
  );
  lines.forEach((line) => output.info(line));
  return 0;
}

/**
 * `folio chat history TOPIC CONVERSATION_ID` (SPEC §7 get history): each question and its
 * answer, oldest first, with the answer's citations; `--json` prints the history as the server
 * gave it.
 */
export async function runHistory(
  context: SignedInContext,
  topicName: string,
  conversationId: string,
): Promise<number> {
  const { output, language } = context;
  const history = await getHistory(context, toTopicName(topicName), conversationId);
  output.data(history);
  output.info(
    translate(language, 'cli.chat.history.title', { name: safeText(history.conversation.name) }),
  );
  for (const item of history.conversations) {
    output.info('');
    output.info(
      translate(language, 'cli.chat.history.question', {
        when: formatDate(item.timestamp),
        prompt: safeText(item.user_message),
      }),
    );
    output.info(safeAnswerText(item.bot_response));
    item.citations.forEach((citation) => output.info(formatCitation(citation, language)));
  }
  return 0;
}
