import { FolioError } from '@folio/sdk';
import { expect } from 'vitest';

/** The FolioError a call fails with; the test fails when the call succeeds or throws another error. */
export async function failure(call: Promise<unknown>): Promise<FolioError> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FolioError);
  return error as FolioError;
}
