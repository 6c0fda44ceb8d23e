import { setImmediate as nextTurn } from 'node:timers/promises';

import type { Owner, StagedFile } from '../../storage/storage.feature';
import type { ChatbotDeps } from '../chatbot-deps';
import type { ConversationService } from '../conversations/conversations.service';
import {
  toConversationView,
  toHistoryItem,
  type CitationView,
} from '../conversations/conversation-view';
import { touchConversation } from '../conversations/conversations.queries';
import { composeAnswer } from '../engine/answer';
import { detectLanguage } from '../engine/language';
import { retrieveFromAllFiles } from '../retrieval/global-search.queries';
import { selectPassageVectors } from '../retrieval/passage-vectors.queries';
import { retrievePassages, type RetrievedPassage } from '../retrieval/passages.queries';
import { fuseWithVectors } from './fuse-vectors';
import type { TopicListRow } from '../topics/topics.queries';
import type { AnswerEvent } from './answer-events';
import { addMessageFiles } from './message-files';
import { finishMessage, insertMessage } from './messages.queries';

/** The built-in engine's name in `engine` (HistoryItem): no key, no network (DECISIONS.md). */
export const BUILTIN_ENGINE = 'builtin';

// The built-in engine has its whole answer at once; it is sent in pieces of a few words so that
// every face streams the same way whichever engine answers, and a stop lands between pieces.
const WORDS_PER_DELTA = 4;
// With vectors, the full-text stage hands over more passages for the fusion to re-order.
const FUSION_CANDIDATES = 30;

export type Question = {
  topic: TopicListRow;
  prompt: string;
  conversationId: string | null;
  model: string | null;
  tone: string | null;
  personality: string | null;
  attachments: readonly StagedFile[];
  /** Aborted when the asker stops the answer (closes the stream). */
  signal: AbortSignal;
};

/** Cuts an answer into the deltas it is streamed in, keeping its spaces. */
export function answerDeltas(text: string): string[] {
  const words = text.match(/\S+\s*/gu) ?? [];
  const deltas: string[] = [];
  for (let index = 0; index < words.length; index += WORDS_PER_DELTA) {
    deltas.push(words.slice(index, index + WORDS_PER_DELTA).join(''));
  }
  return deltas;
}

/**
 * Answers a question in a conversation of a topic (SPEC §7 send message): the conversation
 * (a new one when none is named), the attached documents as this conversation's context, the
 * best passages of the topic (of every file for BUSQUEDA_GLOBAL), and the built-in engine's
 * cited answer, produced as events. The message is stored from the start and kept whole when
 * done, or as far as it went when the asker stops it; its citations say file, page, quote and
 * the quote's character range in the page's text.
 */
export function createAnswerService(deps: ChatbotDeps, conversations: ConversationService) {
  const { db } = deps;

  async function retrieve(owner: Owner, question: Question, conversationId: string) {
    if (question.topic.is_global) {
      return retrieveFromAllFiles(db, owner.userId, question.prompt);
    }
    const passages = await retrievePassages(
      db,
      { userId: owner.userId, topicId: question.topic.id, conversationId },
      question.prompt,
      deps.embeddings ? { limit: FUSION_CANDIDATES } : {},
    );
    if (!deps.embeddings || passages.length < 2) {
      return passages;
    }
    const [questionVector] = await deps.embeddings.embed([question.prompt], question.signal);
    const vectors = await selectPassageVectors(
      db,
      passages.map((passage) => passage.id),
    );
    return questionVector ? fuseWithVectors(passages, questionVector, vectors) : passages;
  }

  function citationsOf(
    passages: readonly RetrievedPassage[],
    quotes: ReturnType<typeof composeAnswer>['citations'],
  ): CitationView[] {
    return quotes.flatMap((quote, index) => {
      const passage = passages.find((candidate) => candidate.id === quote.passageId);
      return passage
        ? [
            {
              n: index + 1,
              file_id: passage.fileId,
              filename: passage.fileName,
              page: passage.page,
              quote: quote.quote,
              char_start: passage.charStart + quote.quoteStart,
              char_end: passage.charStart + quote.quoteEnd,
            },
          ]
        : [];
    });
  }

  return {
    async *ask(owner: Owner, question: Question): AsyncGenerator<AnswerEvent> {
      const conversation =
        question.conversationId === null
          ? await conversations.create(owner, question.topic)
          : await conversations
              .find(owner, question.topic, question.conversationId)
              .then((row) => toConversationView(row, question.topic.name));
      const conversationId = conversation.conversation_id;
      const filesId = await addMessageFiles(
        deps,
        owner,
        { topicId: question.topic.id, conversationId },
        question.attachments,
        question.signal,
      ).catch(async (error: unknown) => {
        // Nothing half-written: a conversation this question opened goes with its refusal.
        if (question.conversationId === null) {
          await conversations.delete(owner, question.topic, conversationId);
        }
        throw error;
      });
      const message = await insertMessage(db, {
        conversationId,
        userId: owner.userId,
        userMessage: question.prompt,
        model: question.model,
        tone: question.tone,
        personality: question.personality,
        engine: BUILTIN_ENGINE,
        filesId,
      });
      yield {
        event: 'start',
        data: { message_id: message.id, conversation_id: conversationId, engine: BUILTIN_ENGINE },
      };
      let produced = '';
      let citations: CitationView[] = [];
      try {
        const passages = await retrieve(owner, question, conversationId);
        const answer = composeAnswer({
          question: question.prompt,
          language: detectLanguage(question.prompt),
          passages,
        });
        for (const delta of answerDeltas(answer.text)) {
          if (question.signal.aborted) {
            break;
          }
          produced += delta;
          yield { event: 'delta', data: { text: delta } };
          await nextTurn();
        }
        if (!question.signal.aborted) {
          citations = citationsOf(passages, answer.citations);
          yield { event: 'citations', data: { citations } };
        }
      } catch (error) {
        await finishMessage(db, message.id, {
          botResponse: produced.trimEnd(),
          status: 'failed',
          citations: [],
          errorCode: 'CHATBOT_ERROR',
        });
        throw error;
      }
      // Kept whatever happened: a stopped answer as far as it went.
      const stored = await finishMessage(db, message.id, {
        botResponse: produced.trimEnd(),
        status: question.signal.aborted ? 'stopped' : 'done',
        citations,
      });
      await touchConversation(db, conversationId);
      const current = await conversations.find(owner, question.topic, conversationId);
      yield {
        event: 'done',
        data: {
          message: toHistoryItem(stored),
          conversation: toConversationView(current, question.topic.name),
        },
      };
    },
  };
}

export type AnswerService = ReturnType<typeof createAnswerService>;
