// Files stored and space used (getStorageUsage): the figure the Files screen and the dashboard show.
import { expectData } from '@folio/sdk';
import { beforeAll, describe, expect, it } from 'vitest';

import { failure } from '../support/failure';
import { ctx, file, PNG, signIn, upload, type User } from '../support/storage-users';

let ana: User;
let bob: User;

beforeAll(async () => {
  [ana, bob] = await Promise.all([signIn('ana-usage'), signIn('bob-usage')]);
  await upload(ana, [file('notas.txt', 'a'.repeat(30)), file('plano.png', PNG)]);
  await upload(bob, [file('ajeno.txt', 'b'.repeat(500))]);
});

describe('getStorageUsage', () => {
  it("counts the caller's files and bytes by kind, not another user's", async () => {
    const usage = await expectData(ana.api.GET('/storage/usage', { params: { query: ctx(ana) } }));
    expect(usage.data.total).toEqual({ files: 2, bytes: 30 + PNG.length });
    expect(usage.data.by_kind.document).toEqual({ files: 1, bytes: 30 });
    expect(usage.data.by_kind.image).toEqual({ files: 1, bytes: PNG.length });
    expect(usage.data.by_kind.video).toEqual({ files: 0, bytes: 0 });
  });

  it("refuses another user's context with FORBIDDEN", async () => {
    const error = await failure(ana.api.GET('/storage/usage', { params: { query: ctx(bob) } }));
    expect(error.code).toBe('FORBIDDEN');
  });
});
