import { createActor, waitFor, type SnapshotFrom } from 'xstate';

import {
  conversationMachine,
  fromChatSender,
  messageOptions,
  type ChatSender,
  type ConversationEmitted,
  type UploadSource,
} from '@folio/core';
import { FolioError, type MiddlewareComponents } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import type { Sink } from '../../output';
import type { LocalFile } from '../files/walk';

import type { AnswerChoice } from './answer-options';
import { answerPrinter } from './answer-printer';
import type { Topic } from './chatbot-calls';
import { openChatFiles } from './chat-files';

/** The stored message and its conversation, as `done` and the JSON answer carry them. */
export type MessageAnswer = MiddlewareComponents['schemas']['MessageAnswer'];

/**
 * A question in the conversation: the prompt, the files it carries, the model, tone and
 * personality that answer it and its mission.
 */
export type Question = { prompt: string; files: readonly LocalFile[] } & AnswerChoice;

/** How an answer ended: stored whole, or stopped by the user (the server keeps what it wrote). */
export type AnswerOutcome = { status: 'answered'; answer: MessageAnswer } | { status: 'stopped' };

/** One conversation of a topic, asked question after question. */
export type ConversationRun = {
  /**
   * Asks a question and waits for its answer; with `stdout`, prints it as it arrives (each piece
   * straight to stdout, a spinner on stderr until the first one, a reasoning model's thinking
   * first), then its citations and notices, one a line.
   * A refusal or a failed answer is thrown, after what arrived has been ended with a line break.
   */
  ask: (question: Question, stdout?: Sink) => Promise<AnswerOutcome>;
  /** Stops the answer under way (Ctrl-C): the machine's `chat.stop`, which closes the stream. */
  stop: () => void;
  /** Ends the conversation's actor. */
  close: () => void;
};

type Snapshot = SnapshotFrom<typeof conversationMachine>;

/**
 * A conversation of `topic` on the core's conversation machine (issue 10 "driven by web and CLI
 * alike"): the machine picks the route by the first file (SPEC §5), reads the streamed answer
 * through the SDK, keeps the conversation a first answer starts, and stops on `chat.stop`.
 * `conversationId` continues a conversation; absent, the first answer starts one.
 */
export function openConversation(
  context: SignedInContext,
  topic: Topic,
  conversationId?: string,
): ConversationRun {
  // The machine holds the files as its rules read them (name, size); the form needs their bytes.
  const opened = new Map<UploadSource, File>();
  const send: ChatSender = (request, signal) =>
    context.folio.chat.messages.send(request.topico, request.prompt, {
      ...messageOptions(request),
      files: request.files.flatMap((file) => opened.get(file) ?? []),
      signal,
    });
  const actor = createActor(
    conversationMachine.provide({ actors: { answer: fromChatSender(send) } }),
    {
      input: {
        topico: topic.topico,
        kind: topic.config_chatbot,
        conversationId: conversationId ?? null,
      },
    },
  );
  actor.start();
  // Ctrl-C while the files are opened, before the question reaches the machine, stops it too.
  let isAsking = false;
  let isStopRequested = false;

  async function ask(question: Question, stdout?: Sink): Promise<AnswerOutcome> {
    isAsking = true;
    isStopRequested = false;
    try {
      return await answer(question, stdout);
    } finally {
      isAsking = false;
    }
  }

  async function answer(question: Question, stdout?: Sink): Promise<AnswerOutcome> {
    const files = await openChatFiles(question.files);
    opened.clear();
    question.files.forEach((file, index) => {
      const form = files[index];
      if (form) {
        opened.set(file, form);
      }
    });
    if (isStopRequested) {
      return { status: 'stopped' };
    }
    let answered: ConversationEmitted | undefined;
    const listening = actor.on('chat.answered', (event) => (answered = event));
    const printer = stdout ? answerPrinter(context, stdout) : undefined;
    const watching = printer ? actor.subscribe((snapshot) => printer.update(snapshot)) : undefined;
    try {
      actor.send({
        type: 'chat.send',
        prompt: question.prompt,
        files: question.files,
        settings: question.settings,
        mission: question.mission,
      });
      const sent = actor.getSnapshot();
      if (!sent.hasTag('busy')) {
        throw refusalOf(sent);
      }
      const ended = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
      if (ended.matches('stopped')) {
        printer?.end();
        return { status: 'stopped' };
      }
      if (!ended.matches('done') || !answered?.conversation) {
        printer?.end();
        throw ended.context.error ?? new CliError('chatbot.conversation.failed');
      }
      printer?.finish(answered.message, answered.conversation);
      return {
        status: 'answered',
        answer: { message: answered.message, conversation: answered.conversation },
      };
    } finally {
      listening.unsubscribe();
      watching?.unsubscribe();
      printer?.end();
    }
  }

  return {
    ask,
    stop: () => {
      isStopRequested = isAsking;
      actor.send({ type: 'chat.stop' });
    },
    close: () => actor.stop(),
  };
}

/** Why the machine did not send: its files' refusal (SPEC §5), else a blank question. */
function refusalOf(snapshot: Snapshot): Error {
  const { refusal } = snapshot.context;
  return refusal
    ? new FolioError(refusal.code, refusal.code, { detail: refusal.detail })
    : new CliError('cli.chat.ask.questionRequired');
}
