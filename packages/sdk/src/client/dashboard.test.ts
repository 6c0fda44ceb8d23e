import { afterEach, describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import { signedInFolio, startRecordingServer } from './testing/recording-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('the dashboard resource', () => {
  it("reads a period's figures with the owner and the period in the query", async () => {
    const server = await startRecordingServer(() =>
      Response.json({ success: true, data: { period: { name: 'week' } } }),
    );
    close = server.close;
    const folio = await signedInFolio(server.url);

    const dashboard = await folio.dashboard.read({
      period: 'week',
      timeZone: 'Europe/Madrid',
      date: '2031-05-01',
    });

    expect(dashboard.period.name).toBe('week');
    const url = new URL(server.requests[0]?.url ?? '');
    expect(url.pathname).toBe('/api/dashboard');
    // The contract's query names only the owner: no application or model.
    expect(Object.fromEntries(url.searchParams)).toEqual({
      empresa: 'demo',
      user: 'ana@example.com',
      period: 'week',
      timeZone: 'Europe/Madrid',
      date: '2031-05-01',
    });
  });

  it('fails with the FolioError of the answer, its code from the catalogue', async () => {
    const server = await startRecordingServer(() =>
      Response.json(
        { errorCode: 'BAD_REQUEST', errorMessage: 'Unknown zone', detail: { field: 'timeZone' } },
        { status: 400 },
      ),
    );
    close = server.close;
    const folio = await signedInFolio(server.url);

    const error = await folio.dashboard.read({ timeZone: 'Mars/Olympus' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', detail: { field: 'timeZone' } });
  });
});
