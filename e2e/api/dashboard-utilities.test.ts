// "Utilities used" on the dashboard (issue 13): the service host reports each utility call it
// answered to the middleware with the caller's token, and the dashboard counts the caller's uses
// in the period. Reports follow the answers, so the dashboard is read until they have arrived.
import {
  expectData,
  jsonDataForm,
  userContext,
  type FolioClients,
  type MiddlewareComponents,
} from '@folio/sdk';
import { beforeAll, describe, expect, inject, it } from 'vitest';

import { signInAccount, type SignedInUser } from '../support/accounts';
import { failure } from '../support/failure';
import { pdfOfSizes } from '../support/pdf-pages';
import { pollUntil } from '../support/poll';
import { fileOf } from '../support/utility-forms';

type Utilities = MiddlewareComponents['schemas']['DashboardUtilities'];

let ana: SignedInUser;
let bob: SignedInUser;

const newUser = (name: string) =>
  signInAccount(inject('servers'), `${name}.${Date.now().toString(36)}@example.com`);

beforeAll(async () => {
  [ana, bob] = await Promise.all([newUser('ana.utils'), newUser('bob.utils')]);
});

async function todayOf(user: SignedInUser) {
  const { data } = await expectData(
    user.api.GET('/dashboard', {
      params: { query: { ...userContext(user.email), period: 'today', timeZone: 'UTC' } },
    }),
  );
  return data;
}

const utilitiesOf = async (user: SignedInUser): Promise<Utilities> =>
  (await todayOf(user)).utilities;

function combine(clients: FolioClients, email: string, files: File[]) {
  return clients.service.POST('/utils/combine-pdfs', {
    ...jsonDataForm('combinePdfs', userContext(email), { file: files }),
    parseAs: 'blob',
  });
}

describe('getDashboard: utilities used (issue 13)', () => {
  it("counts each answered utility call as the caller's use, and no refused one", async () => {
    const one = await pdfOfSizes([[200, 200]]);
    const two = await pdfOfSizes([
      [200, 200],
      [300, 300],
    ]);
    const refused = await failure(
      combine(ana.clients, ana.email, [fileOf('a.pdf', new TextEncoder().encode('not a pdf'))]),
    );
    expect(refused.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const combined = await combine(ana.clients, ana.email, [
      fileOf('a.pdf', one),
      fileOf('b.pdf', two),
    ]);
    expect(combined.response.status).toBe(200);
    const split = await ana.clients.service.POST('/utils/split-pdf', {
      ...jsonDataForm('splitPdf', userContext(ana.email), { file: fileOf('b.pdf', two) }),
      parseAs: 'blob',
    });
    expect(split.response.status).toBe(200);

    const utilities = await pollUntil(
      () => utilitiesOf(ana),
      (figure) => figure.uses >= 2,
      { what: "Ana's utility uses" },
    );
    expect(utilities).toEqual({
      uses: 2,
      files: 3,
      pages: 5,
      by_tool: [
        { tool: 'combinePdfs', uses: 1 },
        { tool: 'splitPdf', uses: 1 },
      ],
    });
    expect((await utilitiesOf(bob)).uses).toBe(0);
    // The chart's series has them too, in the hours they were answered.
    const { series } = await todayOf(ana);
    expect(series.reduce((sum, step) => sum + step.utility_uses, 0)).toBe(2);
  });

  it('keeps a reported use for the token user only', async () => {
    const response = await bob.api.POST('/dashboard/utility-uses', {
      body: { tool: 'htmlToPdf', files: 0, pages: null, duration_ms: 10 },
    });
    expect(response.response.status).toBe(204);
    expect(await utilitiesOf(bob)).toMatchObject({ uses: 1, by_tool: [{ tool: 'htmlToPdf' }] });
    expect((await utilitiesOf(ana)).by_tool).not.toContainEqual(
      expect.objectContaining({ tool: 'htmlToPdf' }),
    );
  });
});
