import { toTopicName, translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import type { Sink } from '../../output';
import { EXIT_INTERRUPTED } from '../../terminal';

import { openConversation } from './answer-stream';
import { requireTopic } from './chatbot-calls';
import { collectChatFiles } from './chat-files';

/** The flags of `folio chat ask`. */
export type AskOptions = {
  /** Continue this conversation; absent: a new one. */
  conversation?: string;
  /** Files attached to the question (SPEC §5: up to 4). */
  files?: string[];
};

/**
 * `folio chat ask TOPIC "question"` (SPEC §7 send message) on the core's conversation machine:
 * the answer streamed to stdout as it is written, then its citations (`[1] file.pdf p. 3:
 * "quote"`); with `--json`, one JSON object with the stored message and its conversation, nothing
 * streamed. Ctrl-C is the machine's stop (the server keeps what it wrote) and exits 130.
 */
export async function runAsk(
  context: SignedInContext,
  stdout: Sink,
  topicName: string,
  prompt: string,
  options: AskOptions,
): Promise<number> {
  const { output, language } = context;
  if (prompt.trim() === '') {
    throw new CliError('cli.chat.ask.questionRequired');
  }
  const topic = await requireTopic(context, toTopicName(topicName));
  const files = await collectChatFiles(options.files ?? [], {
    kind: topic.config_chatbot,
    purpose: 'message',
  });
  const conversation = openConversation(context, topic, options.conversation);
  const stopListening = context.terminal.onInterrupt?.(() => conversation.stop());
  try {
    const outcome = await conversation.ask({ prompt, files }, output.isJson ? undefined : stdout);
    if (outcome.status === 'stopped') {
      output.error(translate(language, 'chatbot.conversation.stopped'));
      return EXIT_INTERRUPTED;
    }
    if (output.isJson) {
      output.data(outcome.answer);
    }
    return 0;
  } finally {
    stopListening?.();
    conversation.close();
  }
}
