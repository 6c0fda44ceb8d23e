import { messageEndpoint, translate } from '@folio/core';
import { sendChatMessage, type ChatStreamEvent, type MiddlewareComponents } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import type { Sink } from '../../output';
import type { LocalFile } from '../files/walk';

import { formatCitation, safeAnswerText } from './answer-format';
import { MESSAGE_PATHS, messageJsonData, type Citation, type Topic } from './chatbot-calls';
import { openChatFiles } from './chat-files';

/** The stored message and its conversation, as `done` and the JSON answer carry them. */
export type MessageAnswer = MiddlewareComponents['schemas']['MessageAnswer'];

/** A question to a topic: the prompt, the conversation it continues, the files it carries. */
export type Question = {
  topic: Topic;
  prompt: string;
  /** Absent: the server starts a new conversation. */
  conversationId?: string | undefined;
  files: readonly LocalFile[];
};

/**
 * Sends a question and returns its streamed answer's events. The route is picked by the core's
 * rule from the first attached file (SPEC §5); the accounting route comes with a later issue.
 */
export async function askQuestion(
  context: SignedInContext,
  question: Question,
  signal?: AbortSignal,
): Promise<AsyncIterable<ChatStreamEvent>> {
  const endpoint = messageEndpoint(question.files, question.topic.config_chatbot);
  if (endpoint === 'accountant') {
    throw new CliError('cli.chat.accountingNotYet', { topic: question.topic.topico });
  }
  return sendChatMessage(context.clients, {
    endpoint: MESSAGE_PATHS[endpoint],
    jsonData: messageJsonData(context, {
      topico: question.topic.topico,
      prompt: question.prompt,
      conversationId: question.conversationId,
    }),
    files: await openChatFiles(question.files),
    ...(signal ? { signal } : {}),
  });
}

/** The whole answer of a stream, for `--json`: nothing is printed while it arrives. */
export async function collectAnswer(
  events: AsyncIterable<ChatStreamEvent>,
): Promise<MessageAnswer> {
  for await (const event of events) {
    if (event.event === 'done') {
      return event.data;
    }
  }
  // readChatStream throws when a stream ends before `done`; this is never reached.
  throw new CliError('chatbot.conversation.failed');
}

/**
 * Prints a streamed answer as it arrives: each piece of text straight to stdout (a spinner on
 * stderr until the first one), then the citations, one a line. Returns the stored message. An
 * abort (Ctrl-C) is thrown as it is, after what arrived so far has been ended with a line break.
 */
export async function printAnswer(
  context: SignedInContext,
  stdout: Sink,
  events: AsyncIterable<ChatStreamEvent>,
): Promise<MessageAnswer> {
  const { output, language } = context;
  const spinner = output.spinner(translate(language, 'chatbot.conversation.thinking'));
  let lastText = '';
  let citations: Citation[] = [];
  try {
    for await (const event of events) {
      if (event.event === 'delta') {
        spinner.stop();
        if (event.data.text !== '') {
          lastText = event.data.text;
          stdout.write(safeAnswerText(event.data.text));
        }
      } else if (event.event === 'citations') {
        citations = event.data.citations;
      } else if (event.event === 'done') {
        spinner.stop();
        if (lastText === '' && event.data.message.bot_response !== '') {
          // A server that answered JSON (or sent no deltas) still shows its answer.
          lastText = event.data.message.bot_response;
          stdout.write(safeAnswerText(lastText));
        }
        endLine(stdout, lastText);
        const stored = event.data.message.citations;
        for (const citation of stored.length > 0 ? stored : citations) {
          stdout.write(`${formatCitation(citation, language)}\n`);
        }
        return event.data;
      }
    }
    throw new CliError('chatbot.conversation.failed');
  } catch (error) {
    endLine(stdout, lastText);
    throw error;
  } finally {
    spinner.stop();
  }
}

/** Ends the answer's last line, so what follows starts on its own. */
function endLine(stdout: Sink, lastText: string): void {
  if (lastText !== '' && !lastText.endsWith('\n')) {
    stdout.write('\n');
  }
}
