import type { ErrorCode } from '@folio/sdk';

import {
  DOCUMENT_ERROR_KEYS,
  ERROR_CATALOGUE,
  REASON_MESSAGE_KEYS,
  isKnownErrorCode,
} from '../errors/catalogue';

import { resources, type Language, type MessageKey } from './resources';

/** Values a message's `{{name}}` placeholders are filled with. */
export type MessageParams = Record<string, string | number>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** The string at a dotted path of a resource tree, or undefined for a missing key or a namespace. */
function lookup(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) {
      return undefined;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{{name}}` placeholders; a placeholder without a value is left as written. */
function interpolate(message: string, params: MessageParams | undefined): string {
  if (params === undefined) {
    return message;
  }
  return message.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? placeholder : String(value);
  });
}

/**
 * The message for a dotted key in a language, placeholders filled (SPEC §1). For servers and the
 * CLI, which have no i18next; the web uses i18next over the same resources and the same rules.
 * An unknown key returns the key itself, so a missing text is visible rather than blank.
 */
export function translate(
  language: Language,
  key: MessageKey | (string & {}),
  params?: MessageParams,
): string {
  const message = lookup(resources[language], key) ?? lookup(resources.en, key);
  return message === undefined ? key : interpolate(message, params);
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
  const hasUnfilledPlaceholder = new RegExp(PLACEHOLDER.source).test(message);
  return hasUnfilledPlaceholder && hasServerMessage ? serverMessage : message;
}
