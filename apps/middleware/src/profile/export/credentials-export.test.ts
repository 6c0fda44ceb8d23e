import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createProfileTestApp, type ProfileTestApp } from '../testing/profile-test-app';

let test: ProfileTestApp;
beforeAll(async () => {
  test = await createProfileTestApp();
});
afterAll(async () => test.close());

describe('exportMyData: API keys and webhooks (GDPR access, issue 21)', () => {
  it('lists the keys and webhooks without the key, its digest or the signing secret', async () => {
    const ana = await test.signUp('ana.credentials@example.com');
    const created = await test.call(ana, {
      method: 'POST',
      url: '/api-keys',
      payload: { name: 'nightly', scopes: ['files:read', 'webhooks'], expiresAt: null },
    });
    expect(created.statusCode).toBe(201);
    const { key } = created.json<{ key: string }>();
    const stored = await test.db
      .selectFrom('api_keys')
      .select('digest')
      .where('user_id', '=', ana.id)
      .executeTakeFirstOrThrow();
    // Registered as a row: the export reads rows, and a receiver is beside the point here.
    const sealedSecret = 'v1.aXY.dGFn.c2VhbGVk';
    await test.db
      .insertInto('webhook_endpoints')
      .values({
        user_id: ana.id,
        url: 'https://hooks.example.com/folio',
        events: JSON.stringify(['file.indexed']),
        secret: sealedSecret,
      })
      .execute();

    const response = await test.call(ana, { method: 'GET', url: '/profile/export' });
    expect(response.statusCode).toBe(200);
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => strFromU8(zip[name] ?? new Uint8Array());

    expect(JSON.parse(text('api-keys.json'))).toEqual([
      {
        name: 'nightly',
        hint: key.slice(0, 'folio_'.length + 4),
        scopes: ['files:read', 'webhooks'],
        created_at: expect.any(String) as unknown,
        last_used_at: null,
        expires_at: null,
      },
    ]);
    expect(JSON.parse(text('webhooks.json'))).toEqual([
      expect.objectContaining({
        url: 'https://hooks.example.com/folio',
        events: ['file.indexed'],
      }),
    ]);
    expect(text('README.txt')).toContain('api-keys.json');
    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const secret of [key, stored.digest, sealedSecret]) {
      expect(everything).not.toContain(secret);
    }
  });
});
