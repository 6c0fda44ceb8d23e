import { toTopicName, translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import type { Sink } from '../../output';
import { EXIT_INTERRUPTED } from '../../terminal';

import { askQuestion, collectAnswer, printAnswer } from './answer-stream';
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
 * `folio chat ask TOPIC "question"` (SPEC §7 send message): the answer streamed to stdout as it
 * is written, then its citations (`[1] file.pdf p. 3: "quote"`); with `--json`, one JSON object
 * with the stored message and its conversation, nothing streamed. Ctrl-C stops the answer (the
 * server keeps what it wrote) and exits 130.
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
  const controller = new AbortController();
  const stopListening = context.terminal.onInterrupt?.(() => controller.abort());
  try {
    const events = await askQuestion(
      context,
      { topic, prompt, conversationId: options.conversation, files },
      controller.signal,
    );
    if (output.isJson) {
      output.data(await collectAnswer(events));
      return 0;
    }
    await printAnswer(context, stdout, events);
    return 0;
  } catch (error) {
    if (!controller.signal.aborted) {
      throw error;
    }
    output.error(translate(language, 'chatbot.conversation.stopped'));
    return EXIT_INTERRUPTED;
  } finally {
    stopListening?.();
  }
}
