import { createAnswerService } from './answers/answer.service';
import type { ChatbotDeps } from './chatbot-deps';
import { createConversationService } from './conversations/conversations.service';
import { createTopicService } from './topics/topics.service';

/*
 * The chatbot's front door: the one module other features import (docs/dev/features.md). The job
 * handlers run the `chatbot.train` job.
 */
export type { ChatbotDeps } from './chatbot-deps';
export { createTrainTopicJob, TRAIN_TOPIC_JOB_KIND } from './training/train-topic.job';

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
  };
}
