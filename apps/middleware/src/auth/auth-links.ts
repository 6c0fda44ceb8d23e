import { AppError, type ValidationErrors } from '@folio/core';

/**
 * The web page an e-mail links to, with its single-use token. Built from the configured public
 * URL, never from the request's Host header (DECISIONS.md), so a forged Host cannot send a user's
 * token to another site.
 */
export function linkTo(
  publicUrl: string,
  page: 'verify-account' | 'reset-password',
  token: string,
): string {
  return `${publicUrl}/${page}?token=${encodeURIComponent(token)}`;
}

/** Refuses a form that breaks SPEC §5, naming each field's message key (`detail.fields`). */
export function refuseInvalid(fields: ValidationErrors<string>): never {
  throw new AppError('BAD_REQUEST', { message: 'form rules not met', detail: { fields } });
}
