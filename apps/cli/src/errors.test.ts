import { FolioError } from '@folio/sdk';
import { describe, expect, it } from 'vitest';

import { reportError } from './errors';
import { createOutput } from './output';

function capture(isDebug: boolean, error: unknown) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const output = createOutput(
    {
      stdout: { write: (text: string) => stdout.push(text) },
      stderr: { write: (text: string) => stderr.push(text) },
      isInteractive: false,
    },
    { json: false },
  );
  const exitCode = reportError(error, { language: 'en', isDebug, output });
  return { exitCode, stdout: stdout.join(''), stderr: stderr.join('') };
}

describe('reportError', () => {
  it('prints the translated message of a FolioError on stderr and exits 1 (STYLE.md §4)', () => {
    const result = capture(
      false,
      new FolioError('RATE_LIMIT_EXCEEDED', 'slow down', { status: 429 }),
    );

    expect(result).toEqual({
      exitCode: 1,
      stdout: '',
      stderr: 'Too many requests in a short time. Please wait a moment and try again.\n',
    });
  });

  it("falls back to the server's message for a code this build does not know", () => {
    const result = capture(false, new FolioError('BRAND_NEW_CODE', 'Something new went wrong'));

    expect(result.stderr).toBe('Something new went wrong\n');
  });

  it('prints an unexpected error in one short line, without the stack', () => {
    const result = capture(false, new Error('boom'));

    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe('Unexpected error: boom (set FOLIO_DEBUG=1 for details)\n');
  });

  it('adds the stack with FOLIO_DEBUG=1', () => {
    const result = capture(true, new Error('boom'));

    expect(result.stderr).toMatch(/^Unexpected error: boom .*\nError: boom\n\s+at /);
  });
});
