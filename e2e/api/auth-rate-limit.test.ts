import { createFolioClients, expectData } from '@folio/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { failure } from '../support/failure';
import { startServers, type RunningServers } from '../support/start-servers';

// Servers of their own with low limits, so the other files' logins do not count against them.
let servers: RunningServers;
beforeAll(async () => {
  servers = await startServers({ FOLIO_LOGIN_MAX_PER_ADDRESS: '3', FOLIO_LOGIN_MAX_PER_IP: '8' });
});
afterAll(async () => servers.stop());

describe('auth: login rate limits (issue 3)', () => {
  it('refuses an address after 3 failed logins, then the client IP after 8 attempts', async () => {
    const clients = createFolioClients({
      middlewareUrl: servers.middlewareUrl,
      serviceUrl: servers.serviceUrl,
    });
    const attempt = (email: string) =>
      expectData(
        clients.middleware.POST('/auth/login', {
          body: { email, password: 'Wr0ng!Pass', hash: 'k' },
        }),
      );

    for (let i = 0; i < 3; i++) {
      expect(await failure(attempt('target@example.com'))).toMatchObject({
        code: 'AUTHENTICATION_FAILED',
      });
    }
    const limited = await failure(attempt('target@example.com'));
    expect(limited).toMatchObject({ code: 'RATE_LIMIT_EXCEEDED', status: 429 });
    expect((limited.detail as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);

    // 4 attempts so far from this IP; 4 more on other addresses reach the limit of 8.
    for (let i = 0; i < 4; i++) {
      expect(await failure(attempt(`other${i}@example.com`))).toMatchObject({
        code: 'AUTHENTICATION_FAILED',
      });
    }
    expect(await failure(attempt('fresh@example.com'))).toMatchObject({
      code: 'RATE_LIMIT_EXCEEDED',
    });
  });
});
