import { FolioError } from '@folio/sdk';
import { describe, expect, it } from 'vitest';

import { errorText, serverErrorText } from './error-message';

describe('errorText', () => {
  it("shows a known code's catalogue message in the user's language (SPEC §8)", () => {
    const error = new FolioError('RATE_LIMIT_EXCEEDED', 'Too many requests', { status: 429 });

    expect(errorText(error, 'en', 'fallback')).toMatch(/^Too many requests in a short time/);
    expect(errorText(error, 'sp', 'fallback')).not.toBe(errorText(error, 'en', 'fallback'));
  });

  it("shows the server's message for a code this build does not know (SPEC §8)", () => {
    const error = new FolioError('NEW_CODE', 'Something new happened', { status: 400 });

    expect(errorText(error, 'en', 'fallback')).toBe('Something new happened');
  });

  it("shows the operation's fallback when there is no message at all (SPEC §8)", () => {
    expect(errorText(new FolioError('NEW_CODE', ' ', { status: 400 }), 'en', 'fallback')).toBe(
      'fallback',
    );
    expect(errorText(new Error('bug'), 'en', 'fallback')).toBe('fallback');
  });

  it('shows the network message for a failed fetch (SPEC §8)', () => {
    expect(errorText(new FolioError('NETWORK_ERROR', 'Failed to fetch'), 'en', 'x')).toBe(
      'Network connection error: check the internet connection and try again',
    );
  });
});

describe('serverErrorText', () => {
  it('prefers the server errorMessage when the server answered (SPEC §4 login failure)', () => {
    const error = new FolioError('AUTHENTICATION_FAILED', 'Wrong e-mail or password', {
      status: 401,
    });

    expect(serverErrorText(error, 'en', 'x')).toBe('Wrong e-mail or password');
  });

  it('falls back to the catalogue when no answer came', () => {
    expect(serverErrorText(new FolioError('NETWORK_ERROR', 'Failed to fetch'), 'en', 'x')).toMatch(
      /^Network connection error/,
    );
  });
});
