import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { errorCodeOf } from '../auth/testing/accounts';
import {
  createProfileTestApp,
  type ProfileTestApp,
  type ProfileUser,
} from './testing/profile-test-app';
import { seedUserData } from './testing/seed-user-data';

let test: ProfileTestApp;
let ana: ProfileUser;
let bob: ProfileUser;
beforeAll(async () => {
  test = await createProfileTestApp();
  ana = await test.signUp('ana.profile@example.com');
  bob = await test.signUp('bob.profile@example.com');
});
afterAll(async () => test.close());

const updateProfile = (user: ProfileUser, body: Record<string, unknown>) =>
  test.call(user, {
    method: 'POST',
    url: '/post-jwt-profile',
    payload: { username: user.email, idx: 0, ...body },
  });

describe('getProfile', () => {
  it('answers the signed-in account, without any secret', async () => {
    const response = await test.call(ana, { method: 'GET', url: '/profile' });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({
      email: 'ana.profile@example.com',
      name: 'Ana',
      lastname: 'García',
      belongsToCompany: false,
      companyId: null,
      language: 'sp',
      balancePages: 5000,
    });
    expect(JSON.stringify(body)).not.toMatch(/digest|argon2/);
  });

  it('needs an access token', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/profile' });
    expect(errorCodeOf(response)).toBe('UNAUTHORIZED');
  });
});

describe('updateProfile from the profile screen (SPEC §7 /post-jwt-profile)', () => {
  it('stores names, company and language, and answers them', async () => {
    const response = await updateProfile(ana, {
      idx: 2,
      name: 'María José',
      lastname: 'García-Núñez',
      belongsToCompany: true,
      companyId: 'ACME-7',
      language: 'sp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      username: ana.email,
      idx: 2,
      name: 'María José',
      lastname: 'García-Núñez',
      belongsToCompany: true,
      companyId: 'ACME-7',
      language: 'sp',
    });
    const profile = (await test.call(ana, { method: 'GET', url: '/profile' })).json<{
      name: string;
      companyId: string;
    }>();
    expect(profile).toMatchObject({ name: 'María José', companyId: 'ACME-7' });
  });

  it('refuses names with digits or symbols (SPEC §5 letters only) and changes nothing', async () => {
    const response = await updateProfile(ana, { name: 'Ana2', lastname: 'G@rcía' });
    expect(errorCodeOf(response)).toBe('BAD_REQUEST');
    expect(response.json<{ detail: unknown }>().detail).toEqual({
      fields: { name: 'validation.nameLettersOnly', lastname: 'validation.lastnameLettersOnly' },
    });
    const profile = (await test.call(ana, { method: 'GET', url: '/profile' })).json<{
      name: string;
    }>();
    expect(profile.name).toBe('María José');
  });

  it('requires a company id from a member, and clears it for a non-member', async () => {
    const refused = await updateProfile(ana, { belongsToCompany: true, companyId: ' ' });
    expect(errorCodeOf(refused)).toBe('BAD_REQUEST');
    const left = await updateProfile(ana, { belongsToCompany: false, companyId: 'ACME-7' });
    expect(left.json()).toMatchObject({ belongsToCompany: false, companyId: null });
  });

  it("never changes another user's profile", async () => {
    const response = await test.call(ana, {
      method: 'POST',
      url: '/post-jwt-profile',
      payload: { username: bob.email, idx: 1, name: 'Mallory' },
    });
    expect(errorCodeOf(response)).toBe('FORBIDDEN');
    const profile = (await test.call(bob, { method: 'GET', url: '/profile' })).json<{
      name: string;
    }>();
    expect(profile.name).toBe('Ana');
  });
});

describe('getBalanceHistory', () => {
  it('shows only the pages granted at registration for a new account', async () => {
    const response = await test.call(bob, { method: 'GET', url: '/profile/balance' });
    expect(response.json()).toMatchObject({
      balancePages: 5000,
      entries: [{ kind: 'granted', pages: 5000, label: '' }],
    });
  });

  it('lists the runs and trainings that spent pages, newest first, and only the caller’s', async () => {
    const carol = await test.signUp('carol.profile@example.com');
    const seeded = await seedUserData(test, carol, 'c');
    const response = await test.call(carol, { method: 'GET', url: '/profile/balance' });
    const { entries } = response.json<{
      entries: Array<{ kind: string; pages: number; label: string }>;
    }>();
    expect(entries.map(({ kind, pages }) => ({ kind, pages }))).toEqual([
      { kind: 'training', pages: 2 },
      { kind: 'extraction', pages: 5 },
      { kind: 'granted', pages: 5000 },
    ]);
    expect(entries[0]?.label).toBe(seeded.topic);
    expect(entries[1]?.label).toContain(seeded.configuration);
    const others = await test.call(bob, { method: 'GET', url: '/profile/balance' });
    expect(others.json<{ entries: unknown[] }>().entries).toHaveLength(1);
  });

  it('keeps a ledger that adds up to the balance, every spend written with its work', async () => {
    const dave = await test.signUp('dave.profile@example.com');
    await seedUserData(test, dave, 'd');
    const { balancePages, entries } = (
      await test.call(dave, { method: 'GET', url: '/profile/balance' })
    ).json<{ balancePages: number; entries: Array<{ kind: string; pages: number }> }>();
    expect(balancePages).toBe(5000 - 5 - 2);
    const sum = entries.reduce(
      (total, entry) =>
        total + (entry.kind === 'granted' || entry.kind === 'opening' ? entry.pages : -entry.pages),
      0,
    );
    expect(sum).toBe(balancePages);
  });
});
