import { toTopicName, translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import type { Sink } from '../../output';
import { EXIT_INTERRUPTED } from '../../terminal';

import { answerChoiceOf, type AnswerFlags } from './answer-options';
import { openConversation } from './answer-stream';
import { requireTopic } from './chatbot-calls';
import { collectChatFiles } from './chat-files';

/** The flags of `folio chat ask`. */
export type AskOptions = AnswerFlags & {
  /** Continue this conversation; absent: a new one. */
  conversation?: string;
  /** Files attached to the question (SPEC §5: up to 4). */
  files?: string[];
};

/**
 * `folio chat ask TOPIC "question"` (SPEC §7 send message) on the core's conversation machine:
 * the answer streamed to stdout as it is written, then its citations (`[1] file.pdf p. 3:
 * "quote"`) and notices; with `--json`, one JSON object with the stored message and its
 * conversation, nothing streamed. `--model`, `--tone`, `--personality` and `--mission` are
 * checked against SPEC §3's ids before anything is sent. Ctrl-C is the machine's stop (the server
 * keeps what it wrote) and exits 130.
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
  const choice = answerChoiceOf(options);
  const topic = await requireTopic(context, toTopicName(topicName));
  const files = await collectChatFiles(options.files ?? [], {
    kind: topic.config_chatbot,
    purpose: 'message',
  });
  const conversation = openConversation(context, topic, options.conversation);
  const stopListening = context.terminal.onInterrupt?.(() => conversation.stop());
  try {
    const outcome = await conversation.ask(
      { prompt, files, ...choice },
      output.isJson ? undefined : stdout,
    );
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
