import type { MiddlewareComponents } from '@folio/sdk';

import type { MessageKey } from '../i18n/resources';

import type { MissionId } from './missions';

/** Something the user should know about how an answer was made (issue 11), by its wire id. */
export type AnswerNotice = MiddlewareComponents['schemas']['AnswerNotice'];

/** A piece of personal data anonymisation replaced (issue 11): what the model saw instead. */
export type MaskedItem = MiddlewareComponents['schemas']['MaskedItem'];

/** `detect-risks` as `detectRisks`: the wire ids are kebab-case, message keys lowerCamel. */
type LowerCamel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<LowerCamel<Tail>>}`
  : S;

/** Fails to compile when a key is not a message of `en` (a mission or notice without words). */
type Existing<K extends MessageKey> = K;

/** The messages naming the missions, one per id of SPEC §3. */
export type MissionLabelKey = Existing<`chatbot.missions.names.${LowerCamel<MissionId>}`>;

/** The messages telling the answer notices, one per id of the contract. */
export type AnswerNoticeKey = Existing<`chatbot.answerNotices.${LowerCamel<AnswerNotice>}`>;

function lowerCamel<S extends string>(id: S): LowerCamel<S> {
  return id.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase()) as LowerCamel<S>;
}

/** The message that names a mission in a menu (`chatbot.missions.names.*`), for web and CLI. */
export function missionLabelKey(id: MissionId): MissionLabelKey {
  return `chatbot.missions.names.${lowerCamel(id)}`;
}

/** The message that tells an answer's notice (`chatbot.answerNotices.*`), for web and CLI. */
export function answerNoticeKey(notice: AnswerNotice): AnswerNoticeKey {
  return `chatbot.answerNotices.${lowerCamel(notice)}`;
}
