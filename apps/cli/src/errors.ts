import {
  messageForError,
  translate,
  type Language,
  type MessageKey,
  type MessageParams,
} from '@folio/core';
import { FolioError } from '@folio/sdk';

import type { Output } from './output';

/** The exit code of a command that failed (STYLE.md §4: the CLI exits 1). */
export const EXIT_FAILURE = 1;

/**
 * A failure the CLI itself detects (not signed in, a missing flag), with the key of its message:
 * reported like a FolioError, translated on stderr with exit code 1.
 */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly messageKey: MessageKey;
  readonly params: MessageParams | undefined;

  constructor(messageKey: MessageKey, params?: MessageParams) {
    super(messageKey);
    this.messageKey = messageKey;
    this.params = params;
  }
}

/**
 * The message a person should read for an error: a CliError's translated message; a FolioError's translated catalogue message
 * (the server's own message for a code this build does not know); for anything else, a short
 * "unexpected error" line. Never a stack.
 */
export function describeError(error: unknown, language: Language): string {
  if (error instanceof CliError) {
    return translate(language, error.messageKey, error.params);
  }
  if (error instanceof FolioError) {
    return messageForError(language, error.code, error.message, error.detail);
  }
  const message = error instanceof Error ? error.message : String(error);
  return translate(language, 'cli.errors.unexpected', { message });
}

/**
 * Reports an error that ended a command on stderr and returns the exit code. Stacks (and the
 * causes they carry) are shown only with `FOLIO_DEBUG=1`.
 */
export function reportError(
  error: unknown,
  { language, isDebug, output }: { language: Language; isDebug: boolean; output: Output },
): number {
  output.error(describeError(error, language));
  if (isDebug && error instanceof Error && !(error instanceof CliError) && error.stack) {
    output.error(error.stack);
  }
  return EXIT_FAILURE;
}
