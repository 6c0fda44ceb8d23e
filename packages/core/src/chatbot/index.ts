/**
 * Chatbot: topics, training and conversations (SPEC §1 Chatbot, §4 chatbot training, §5 topic
 * name, chat file upload and message routing; issue 10), shared by web and CLI.
 */
export type {
  FieldMessage,
  ChatbotKind,
  Citation,
  Conversation,
  HistoryItem,
  Topic,
  TopicDetail,
  TopicFile,
  Training,
  TrainingAccepted,
} from './types';
export { TOPIC_NAME_MAX_LENGTH, checkTopicName, toTopicName } from './topic-name';
export type { TopicNameProblem } from './topic-name';
export { checkTopicForm, topicNameMessage } from './topic-form';
export type { TopicFormErrors, TopicFormField, TopicFormValues } from './topic-form';
export {
  ACCOUNTING_FILE_TYPES,
  AUDIO_FILE_TYPES,
  CONVERSATIONAL_FILE_TYPES,
  EXCEL_FILE_TYPES,
  IMAGE_FILE_TYPES,
  acceptedFileTypes,
  chatFileTypes,
  checkChatFiles,
} from './chat-files';
export type { ChatFilePurpose, ChatFileRefusal, ChatFilesCheck } from './chat-files';
export { checkTrainingFiles, refusalMessage } from './training-files';
export type { TrainingRefusal } from './training-files';
export { DOCUMENT_MESSAGE_TYPES, messageEndpoint } from './message-endpoint';
export type { MessageEndpoint } from './message-endpoint';
export { trainingNotice, unprocessedReason } from './training-notice';
export type { TrainingNotice } from './training-notice';
export { isTrainingFinished, trainingProgress } from './training-progress';
export {
  TRAINING_POLL_INTERVAL_MS,
  TRAINING_WATCH_MAX_FAILURES,
  trainingMachine,
} from './training.machine';
export type {
  TrainingContext,
  TrainingEmitted,
  TrainingEvent,
  TrainingInput,
  TrainingRequest,
  TrainingSettings,
} from './training.machine';
export { conversationMachine } from './conversation.machine';
export type {
  ConversationContext,
  ConversationEmitted,
  ConversationEvent,
  ConversationInput,
} from './conversation.machine';
export { DEFAULT_ANSWER_SETTINGS, fromChatSender, messageOptions } from './chat-sender';
export type { AnswerSettings, ChatAnswerReport, ChatRequest, ChatSender } from './chat-sender';
export { PERSONALITIES, TONES, isPersonality, isTone } from './answer-styles';
export type { Personality, Tone } from './answer-styles';
export { MISSIONS, QUICK_PROMPTS, isMissionId, missionNeedsModel } from './missions';
export type { MissionId } from './missions';
export { answerNoticeKey, missionLabelKey } from './answer-labels';
export type { AnswerNotice, MaskedItem } from './answer-labels';
