// The chatbot: topics, trainings, conversations, passages, accounting tables.
import type { ColumnType, Generated } from 'kysely';

import type { GeneratedTimestamp, NullableJson, NullableTimestamp } from './columns';

export type ChatbotKind = 'documental' | 'estructurado';

export type ChatLanguage = 'es' | 'en';

export type ChatTopicsTable = {
  id: Generated<string>;
  user_id: string;
  name: string;
  is_global: Generated<boolean>;
  description: Generated<string>;
  document_type: Generated<string>;
  config_chatbot: Generated<ChatbotKind>;
  longer: Generated<boolean>;
  annonimization: Generated<boolean>;
  mannuscrit: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type ChatTrainingStatus = 'queued' | 'running' | 'succeeded' | 'failed';

export type ChatTrainingsTable = {
  id: Generated<string>;
  topic_id: string;
  user_id: string;
  job_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<ChatTrainingStatus>;
  created_at: GeneratedTimestamp;
  finished_at: NullableTimestamp;
};

export type ChatTopicFileStatus = 'pending' | 'training' | 'trained' | 'failed';

export type ChatTopicFilesTable = {
  topic_id: string;
  file_id: string;
  user_id: string;
  training_id: ColumnType<string | null, string | null | undefined, string | null>;
  status: Generated<ChatTopicFileStatus>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<ChatLanguage | null, ChatLanguage | null | undefined, ChatLanguage | null>;
  pages: ColumnType<number | null, number | null | undefined, number | null>;
  passages: Generated<number>;
  summary: ColumnType<string | null, string | null | undefined, string | null>;
  position: Generated<number>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type ChatConversationsTable = {
  id: Generated<string>;
  topic_id: string;
  user_id: string;
  name: string;
  /** The conversation's placeholders (`MaskEntry[]`), when its topic anonymises. */
  masks: ColumnType<unknown, string | undefined, string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type ChatPassagesTable = {
  /** bigint identity: read as a string by both drivers. */
  id: ColumnType<string, never, never>;
  topic_id: string;
  file_id: string;
  user_id: string;
  conversation_id: ColumnType<string | null, string | null | undefined, string | null>;
  ordinal: number;
  page: number;
  char_start: number;
  char_end: number;
  heading: ColumnType<string | null, string | null | undefined, string | null>;
  text: string;
  language: ChatLanguage;
  /** Folded Snowball stems at their word positions (`passageVector`); never read as a value. */
  tsv: ColumnType<string, unknown, unknown>;
  embedding: ColumnType<number[] | null, number[] | null | undefined, number[] | null>;
};

export type ChatMessageStatus = 'streaming' | 'done' | 'stopped' | 'failed';

export type ChatMessagesTable = {
  id: Generated<string>;
  conversation_id: string;
  user_id: string;
  user_message: string;
  bot_response: Generated<string>;
  status: Generated<ChatMessageStatus>;
  error_code: ColumnType<string | null, string | null | undefined, string | null>;
  model: ColumnType<string | null, string | null | undefined, string | null>;
  tone: ColumnType<string | null, string | null | undefined, string | null>;
  personality: ColumnType<string | null, string | null | undefined, string | null>;
  engine: Generated<string>;
  citations: ColumnType<unknown, string | undefined, string>;
  files_id: ColumnType<string[], string[] | undefined, string[]>;
  reasoning: ColumnType<string | null, string | null | undefined, string | null>;
  notices: ColumnType<string[], string[] | undefined, string[]>;
  mission: ColumnType<string | null, string | null | undefined, string | null>;
  mission_result: NullableJson;
  /** `AnswerTable` of the contract, for an accounting topic's answer. */
  table_result: NullableJson;
  created_at: GeneratedTimestamp;
};

/** An accounting topic's table (issue 12); its rows live in the topic's own schema. */
export type ChatTablesTable = {
  topic_id: string;
  name: string;
  file_id: ColumnType<string | null, string | null | undefined, string | null>;
  title: string;
  /** `TableColumn[]` of chatbot/accounting/tables/table-types.ts. */
  columns: ColumnType<unknown, string, string>;
  row_count: number;
  /** The totals rows as written (`string[][]`). */
  totals: ColumnType<unknown, string | undefined, string>;
  /** Titles and notes beside the table (`string[]`). */
  notes: ColumnType<unknown, string | undefined, string>;
  created_at: GeneratedTimestamp;
};

/** SPEC §7 SQL questions of an accounting topic, per language. */
export type ChatSqlQuestionsTable = {
  topic_id: string;
  language: ChatLanguage;
  /** `string[]`. */
  questions: ColumnType<unknown, string, string>;
  created_at: GeneratedTimestamp;
};
