import type { ErrorCode } from '@folio/sdk';
import { createInstance, type i18n as I18n, type TOptions } from 'i18next';

import {
  DOCUMENT_ERROR_KEYS,
  ERROR_CATALOGUE,
  REASON_MESSAGE_KEYS,
  isKnownErrorCode,
} from '../errors/catalogue';

import { initI18next } from './i18next-setup';
import type { Language, MessageKey } from './resources';

/** Values a message's `{{name}}` placeholders are filled with; a number `count` picks the plural. */
export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/;

/**
 * i18next's `t` as core calls it: with any string key. The web's key typing (its
 * `CustomTypeOptions`) also reaches this file when the web compiles core from source; here the
 * keys are checked by `MessageKey` instead, and an unknown one must still come back as itself.
 */
type TranslateWithAnyKey = (key: string, options: TOptions) => string;

let engine: I18n | undefined;

/** Core's own i18next instance, made on the first message so a face that never asks pays nothing. */
function messageEngine(): I18n {
  engine ??= initI18next(createInstance());
  return engine;
}

/**
 * The message for a dotted key in a language, placeholders filled (SPEC §1), for the servers and
 * the CLI. It runs on i18next with the web's options (`I18NEXT_OPTIONS`), so every face words,
 * falls back and pluralises alike: a number `count` picks the `_one` / `_other` form of a plural
 * key. An unknown key returns the key itself, so a missing text is visible rather than blank; a
 * placeholder without a value is left as written; a message missing in `sp` comes from `en`.
 */
export function translate(
  language: Language,
  key: MessageKey | (string & {}),
  params?: MessageParams,
): string {
  const t = messageEngine().getFixedT(language) as unknown as TranslateWithAnyKey;
  const count = params?.count;
  // Values go in `replace`, never beside the options, so a param named `lng` or `context` (a field
  // of a server's error detail, say) is only ever a value.
  return t(key, { replace: params ?? {}, ...(typeof count === 'number' ? { count } : {}) });
}

/** The string and number fields of an error's `detail`, usable as message placeholders. */
function paramsFromDetail(detail: unknown): MessageParams | undefined {
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) {
    return undefined;
  }
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(detail)) {
    if (typeof value === 'string' || typeof value === 'number') {
      params[name] = value;
    }
  }
  return params;
}

/** The catalogue's key of a known code, or the more precise one of its `detail.reason`. */
function messageKeyOf(code: ErrorCode, detail: unknown): `errors.${string}` {
  const reason = (detail as { reason?: unknown } | null | undefined)?.reason;
  const byReason = REASON_MESSAGE_KEYS[code];
  if (typeof reason === 'string' && byReason && Object.hasOwn(byReason, reason)) {
    return byReason[reason] ?? ERROR_CATALOGUE[code].messageKey;
  }
  return ERROR_CATALOGUE[code].messageKey;
}

/**
 * The message to show for an error code (SPEC §8): the catalogue's translated message for a known
 * code (or the message of `REASON_MESSAGE_KEYS` for its `detail.reason`), its placeholders filled
 * from `detail`'s fields; a document error code of
 * `DOCUMENT_ERROR_KEYS` (RUN_CANCELLED) its own message; for a code this build does not know, the
 * server's message; else the generic `errors.unknown`. When `detail` lacks a value the message
 * needs and the server sent its own (already filled) message, the server's is shown instead of a
 * message with a bare `{{placeholder}}`.
 */
export function messageForError(
  language: Language,
  code: string,
  serverMessage?: string,
  detail?: unknown,
): string {
  const hasServerMessage = serverMessage !== undefined && serverMessage.trim() !== '';
  if (!isKnownErrorCode(code)) {
    if (Object.hasOwn(DOCUMENT_ERROR_KEYS, code)) {
      return translate(language, DOCUMENT_ERROR_KEYS[code] ?? 'errors.unknown');
    }
    return hasServerMessage ? serverMessage : translate(language, 'errors.unknown');
  }
  const message = translate(language, messageKeyOf(code, detail), paramsFromDetail(detail));
  const hasUnfilledPlaceholder = PLACEHOLDER.test(message);
  return hasUnfilledPlaceholder && hasServerMessage ? serverMessage : message;
}
