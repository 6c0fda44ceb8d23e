import type { MiddlewareComponents } from '@folio/sdk';

import type { MessageKey } from '../i18n/resources';
import type { MessageParams } from '../i18n/translate';

type Schemas = MiddlewareComponents['schemas'];

/** The chatbot's kind (SPEC §1): `documental` is conversational, `estructurado` accounting. */
export type ChatbotKind = Schemas['ChatbotKind'];
/** A topic as the server lists it, with its latest training batch (SPEC §3 Topic). */
export type Topic = Schemas['Topic'];
/** A topic with its files and each file's training status. */
export type TopicDetail = Schemas['TopicDetail'];
/** One file of a topic: trained, training, pending or failed, with its reason. */
export type TopicFile = Schemas['TopicFile'];
/** A training batch with its progress and processed / unprocessed names (SPEC §4). */
export type Training = Schemas['Training'];
/** What a configure or train call answers: the topic and the batch it queued. */
export type TrainingAccepted = Schemas['TrainingAccepted'];
/** A conversation of a topic (SPEC §3 Conversation). */
export type Conversation = Schemas['Conversation'];
/** One question and its answer (SPEC §3 Conversation history item), with its citations. */
export type HistoryItem = Schemas['HistoryItem'];
/** Where an answer's words come from: a file, a page and the quoted text. */
export type Citation = Schemas['Citation'];

/** A message to show beside a field: its key and the values of its placeholders. */
export type FieldMessage = { key: MessageKey; params?: MessageParams };
