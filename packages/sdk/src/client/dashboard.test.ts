import { describe, expect, it } from 'vitest';

import { FolioError } from '../errors';

import { recordingServers } from './testing/recording-server';

const serve = recordingServers();

describe('the dashboard resource', () => {
  it("reads a period's figures with the owner and the period in the query", async () => {
    const { server, folio } = await serve(() =>
      Response.json({ success: true, data: { period: { name: 'week' } } }),
    );

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
    const { folio } = await serve(() =>
      Response.json(
        { errorCode: 'BAD_REQUEST', errorMessage: 'Unknown zone', detail: { field: 'timeZone' } },
        { status: 400 },
      ),
    );

    const error = await folio.dashboard.read({ timeZone: 'Mars/Olympus' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(FolioError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', detail: { field: 'timeZone' } });
  });
});
