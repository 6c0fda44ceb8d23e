import {
  AppError,
  isMissionId,
  isPersonality,
  isTone,
  missionNeedsModel,
  type MissionId,
  type Personality,
  type Tone,
} from '@folio/core';

import type { ChatDelta, ResolvedModel } from '../../ai';
import { tableAnswer } from '../accounting/table-answer';
import type { Owner } from '../../storage/storage.feature';
import { emitWebhookEvent } from '../../webhooks/webhooks.feature';
import type { ChatbotDeps } from '../chatbot-deps';
import type { ConversationService } from '../conversations/conversations.service';
import {
  toConversationView,
  toHistoryItem,
  type AnswerNotice,
  type CitationView,
} from '../conversations/conversation-view';
import {
  selectMessages,
  touchConversation,
  type ConversationRow,
} from '../conversations/conversations.queries';
import { answerLanguage } from '../engine/language';
import { createMaskTable, type MaskEntry, type MaskTable } from '../privacy/anonymiser';
import { retrieveFromAllFiles } from '../retrieval/global-search.queries';
import { selectPassageVectors } from '../retrieval/passage-vectors.queries';
import { retrievePassages } from '../retrieval/passages.queries';
import type { AnswerEvent } from './answer-events';
import { BUILTIN_ENGINE, builtinAnswer, type AnswerEnd } from './builtin-answer';
import { fuseWithVectors } from './fuse-vectors';
import { transcribeAudioMessage } from './audio-message';
import { addMessageFiles } from './message-files';
import { messageImages } from './message-images';
import { missionDocuments } from './mission-documents';
import { finishMessage, insertMessage } from './messages.queries';
import { modelCitations } from './model-citations';
import { streamModelAnswer } from './model-answer';
import { providerFailure } from './provider-failure';
import { styleOf, unreadableAttachment, type Question } from './question';
import { ruleMissionAnswer } from './rule-mission-answer';

export type { Question } from './question';

// With vectors, the full-text stage hands over more passages for the fusion to re-order.
const FUSION_CANDIDATES = 30;

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

  /** The conversation a question goes to: the one named, or a new one. */
  async function conversationOf(owner: Owner, question: Question): Promise<ConversationRow> {
    const id =
      question.conversationId ??
      (await conversations.create(owner, question.topic)).conversation_id;
    return conversations.find(owner, question.topic, id);
  }

  /** The answer's words, from the chosen model when it can answer, else the built-in engine. */
  async function* produce(
    owner: Owner,
    question: Question,
    context: {
      conversationId: string;
      model: ResolvedModel | undefined;
      masks: MaskTable | null;
      tone: Tone | null;
      personality: Personality | null;
      mission: MissionId | null;
      /** The message's files (its images go to a vision model). */
      fileIds: readonly string[];
    },
  ): AsyncGenerator<ChatDelta, AnswerEnd> {
    const language = answerLanguage(question.prompt, question.language);
    if (question.topic.config_chatbot === 'estructurado') {
      return yield* tableAnswer(deps, {
        topic: question.topic,
        question: question.prompt,
        language,
        model: context.model,
        signal: question.signal,
      });
    }
    if (context.mission !== null && context.model === undefined) {
      const documents = await missionDocuments(
        deps,
        question.topic,
        context.conversationId,
        question.signal,
      );
      return yield* ruleMissionAnswer(context.mission, question.prompt, documents, language);
    }
    const passages = await retrieve(owner, question, context.conversationId);
    if (context.model === undefined) {
      return yield* builtinAnswer(question.prompt, language, passages);
    }
    const history = await selectMessages(db, context.conversationId);
    const images =
      question.attachmentKind === 'image' && context.model.vision
        ? await messageImages(deps, context.fileIds)
        : [];
    let text = '';
    const stream = streamModelAnswer({
      model: context.model,
      question: question.prompt,
      language,
      tone: context.tone,
      personality: context.personality,
      topicDescription: question.topic.description,
      passages,
      history: history
        .filter((message) => message.status === 'done')
        .map((message) => ({ question: message.user_message, answer: message.bot_response })),
      masks: context.masks,
      isWebSearchUnavailable: question.webSearch,
      mission: context.mission,
      ...(images.length > 0 ? { images } : {}),
      signal: question.signal,
    });
    for (;;) {
      const step = await stream.next();
      if (step.done) {
        return { citations: modelCitations(text, step.value.citedPassages, language) };
      }
      text += step.value.kind === 'text' ? step.value.text : '';
      yield step.value;
    }
  }

  /**
   * The message's attachments, stored with it: documents and images read into passages of the
   * conversation, a recording transcribed into the question.
   */
  async function attach(
    owner: Owner,
    question: Question,
    conversationId: string,
    model: ResolvedModel | undefined,
  ): Promise<{ fileIds: string[]; prompt: string }> {
    if (question.attachmentKind === 'audio') {
      const heard = await transcribeAudioMessage(
        deps,
        owner,
        question.attachments,
        question.signal,
      );
      const typed = question.prompt.trim();
      return {
        fileIds: heard.fileIds,
        prompt: typed === '' ? heard.transcript : `${typed}\n\n${heard.transcript}`,
      };
    }
    const fileIds = await addMessageFiles(
      deps,
      owner,
      { topicId: question.topic.id, conversationId },
      question.attachments,
      question.signal,
      unreadableAttachment(question.attachmentKind, model),
    );
    return { fileIds, prompt: question.prompt };
  }

  return {
    /**
     * Answers a question in a conversation of a topic (SPEC §7 send message): the
     * conversation (a new one when none is named), the attached documents as this
     * conversation's context, the best passages of the topic (of every file for
     * BUSQUEDA_GLOBAL), and the chosen model's cited answer over them (issue 11), or the
     * built-in engine's when the model's provider has no key here (the answer says so in
     * `notices`). The message is stored from the start and kept whole when done, as far as it
     * went when the asker stops it, and failed with its catalogue code when the model fails;
     * the conversation stays usable either way.
     */
    async *ask(owner: Owner, asked: Question): AsyncGenerator<AnswerEvent> {
      let question = asked;
      const tone = styleOf(question.tone, isTone, 'tono');
      const personality = styleOf(question.personality, isPersonality, 'personalidad');
      const mission = styleOf(question.mission, isMissionId, 'mision');
      const model = question.model ? deps.ai?.resolve(question.model) : undefined;
      const notices: AnswerNotice[] = [
        ...(question.model && model === undefined ? (['model-unavailable'] as const) : []),
        ...(question.webSearch ? (['web-search-unavailable'] as const) : []),
        ...(mission !== null && model === undefined && missionNeedsModel(mission)
          ? (['mission-needs-model'] as const)
          : []),
      ];
      const conversation = await conversationOf(owner, question);
      const conversationId = conversation.id;
      const attached = await attach(owner, question, conversationId, model).catch(
        async (error: unknown) => {
          // Nothing half-written: a conversation this question opened goes with its refusal.
          if (question.conversationId === null) {
            await conversations.delete(owner, question.topic, conversationId);
          }
          throw error;
        },
      );
      question = { ...question, prompt: attached.prompt };
      const filesId = attached.fileIds;
      // Only text that leaves for a model is masked; the built-in engine never sends any.
      const masks =
        model !== undefined && question.topic.annonimization
          ? createMaskTable(conversation.masks as MaskEntry[])
          : null;
      const engine = model === undefined ? BUILTIN_ENGINE : model.provider.name;
      const message = await insertMessage(db, {
        conversationId,
        userId: owner.userId,
        userMessage: question.prompt,
        model: question.model,
        tone,
        personality,
        engine,
        filesId,
        notices,
        mission,
      });
      yield {
        event: 'start',
        data: { message_id: message.id, conversation_id: conversationId, engine },
      };
      let produced = '';
      let reasoning = '';
      let citations: CitationView[] = [];
      let missionResult: unknown;
      let table: unknown;
      try {
        const answer = produce(owner, question, {
          conversationId,
          model,
          masks,
          tone,
          personality,
          mission,
          fileIds: filesId,
        });
        for (;;) {
          const step = await answer.next();
          if (step.done) {
            citations = step.value.citations;
            missionResult = step.value.missionResult;
            table = step.value.table;
            break;
          }
          if (question.signal.aborted) {
            await answer.return({ citations: [] });
            break;
          }
          if (step.value.kind === 'reasoning') {
            reasoning += step.value.text;
            yield { event: 'reasoning', data: { text: step.value.text } };
          } else {
            produced += step.value.text;
            yield { event: 'delta', data: { text: step.value.text } };
          }
        }
        if (!question.signal.aborted) {
          yield { event: 'citations', data: { citations } };
        }
      } catch (error) {
        if (!question.signal.aborted) {
          const failure = providerFailure(error, {
            id: question.model ?? BUILTIN_ENGINE,
            provider: engine,
          });
          // What a failed model wrote is not an answer: the question stays, its answer empty.
          await finishMessage(db, message.id, {
            botResponse: '',
            status: 'failed',
            citations: [],
            reasoning: reasoning === '' ? null : reasoning,
            errorCode: failure instanceof AppError ? failure.code : 'CHATBOT_ERROR',
          });
          await touchConversation(db, conversationId, masks?.entries());
          throw failure;
        }
        citations = [];
      }
      if (masks !== null && masks.entries().length > 0) {
        notices.push('anonymised');
      }
      // Kept whatever happened: a stopped answer as far as it went; the answer and its webhook
      // event in one transaction.
      const status = question.signal.aborted ? 'stopped' : 'done';
      const stored = await db.transaction().execute(async (trx) => {
        const kept = await finishMessage(trx, message.id, {
          botResponse: produced.trimEnd(),
          status,
          citations,
          reasoning: reasoning === '' ? null : reasoning,
          notices,
          missionResult,
          table,
        });
        await emitWebhookEvent(trx, {
          userId: owner.userId,
          type: 'chatbot.conversation.answered',
          key: `chat-message:${message.id}`,
          data: {
            conversationId,
            messageId: message.id,
            topicId: question.topic.id,
            status,
            citations: citations.length,
          },
        });
        return kept;
      });
      await touchConversation(db, conversationId, masks?.entries());
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
