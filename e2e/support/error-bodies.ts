import type { ErrorCode } from '@folio/sdk';
import { expect } from 'vitest';

/** The error shape with a given code, for asserting on raw answers (immich's errorDto). */
export function errorBody(code: ErrorCode, detail?: unknown) {
  return {
    errorCode: code,
    errorMessage: expect.any(String) as unknown,
    ...(detail === undefined ? {} : { detail }),
  };
}
