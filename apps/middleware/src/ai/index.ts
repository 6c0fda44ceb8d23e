/**
 * The AI provider layer (DECISIONS.md "Artificial intelligence", issue #6 "LLM engines"):
 * OpenAI and any OpenAI-compatible server, DeepSeek and Gemini behind one `LlmProvider`, chosen
 * by the model a user picked; and the extractor's model step, which the `extractor.run` job calls
 * after the built-in engine.
 */
export { createAiProviders, type AiProviders, type ResolvedModel } from './ai-providers';
export { createEmbeddings, type Embeddings } from './embeddings';
export { createTranscription, type Transcription } from './transcription';
export { LlmError, isLlmError, type LlmErrorKind } from './llm-error';
export type {
  ChatDelta,
  ChatModel,
  ChatRequest,
  ChatTurn,
  JsonSchema,
  LlmProvider,
  StructuredRequest,
} from './llm-provider';
export {
  extractWithModel,
  type ExtractWithModelOptions,
  type ModelExtraction,
  type ModelWarning,
} from './extraction/extract-with-model';
export type { ModelConfiguration } from './extraction/model-configuration';
export { buildExtractionSchema } from './extraction/extraction-schema';
