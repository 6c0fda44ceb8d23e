import { TRAIN_REQUEST_JOB_KIND } from '../extractor/extractor.feature';
import type { JobHandlers } from '../jobs/job-handler';
import { createAccountingService } from './accounting/accounting.service';
import { createAnswerService } from './answers/answer.service';
import type { ChatbotDeps } from './chatbot-deps';
import { createConversationService } from './conversations/conversations.service';
import { createPromptGenerator } from './suggestions/prompt-generator';
import { createSuggestionsService } from './suggestions/suggestions.service';
import { createTopicService } from './topics/topics.service';
import { createTrainRequestJob } from './training/train-request.job';
import { createTrainTopicJob, TRAIN_TOPIC_JOB_KIND } from './training/train-topic.job';

/*
 * The chatbot's front door: the one module other features import (docs/dev/features.md). The job
 * handlers run its jobs: `chatbot.train`, and the extractor's train-chatbot hand-off.
 */
export type { ChatbotDeps } from './chatbot-deps';

/** The chatbot (SPEC §7 Chatbot, issue 10) as the routes use it. */
export type ChatbotFeature = ReturnType<typeof createChatbotFeature>;

/**
 * Builds the chatbot's services over the app's database, blobs, limits, storage and AI providers;
 * the app builds it once (app.ts) and hands it to the routes.
 */
export function createChatbotFeature(deps: ChatbotDeps) {
  const conversations = createConversationService(deps);
  return {
    deps,
    topics: createTopicService(deps),
    conversations,
    answers: createAnswerService(deps, conversations),
    suggestions: createSuggestionsService(deps, conversations),
    prompts: createPromptGenerator(deps),
    accounting: createAccountingService(deps),
  };
}

/** The chatbot's jobs, by kind: training batches, and the extractor's train-chatbot requests. */
export function createChatbotJobHandlers(deps: ChatbotDeps): JobHandlers {
  return {
    [TRAIN_TOPIC_JOB_KIND]: createTrainTopicJob({
      database: deps.database,
      blobs: deps.blobs,
      logger: deps.log,
      embeddings: deps.embeddings,
    }),
    [TRAIN_REQUEST_JOB_KIND]: createTrainRequestJob(deps, createTopicService(deps)),
  };
}
