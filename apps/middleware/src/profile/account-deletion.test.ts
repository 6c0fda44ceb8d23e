import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { errorCodeOf, login, post } from '../auth/testing/accounts';
import { silentLogger } from '../db/logger';
import { jobContextOf } from '../jobs/testing/job-context';
import { contextOf } from '../storage/testing/storage-test-app';
import { readMailText } from '../mail/mail-text';
import { ACCOUNT_ERASURE_JOB_KIND, createProfileJobHandlers } from './profile.feature';
import {
  createProfileTestApp,
  type ProfileTestApp,
  type ProfileUser,
} from './testing/profile-test-app';
import { seedUserData } from './testing/seed-user-data';

let test: ProfileTestApp;
beforeAll(async () => {
  test = await createProfileTestApp();
});
afterAll(async () => test.close());

const GRACE_SECONDS = 30 * 24 * 3600;

const deleteAccount = (user: ProfileUser, password: string, language = 'en') =>
  test.call(user, {
    method: 'POST',
    url: '/profile/delete',
    payload: { password },
    headers: { 'accept-language': language },
  });

/** The queued erasure jobs of the user, as the queue holds them. */
const erasureJobsOf = async (userId: string) =>
  (
    await test.db
      .selectFrom('jobs')
      .select(['payload', 'run_at', 'status'])
      .where('kind', '=', ACCOUNT_ERASURE_JOB_KIND)
      .execute()
  ).filter((job) => JSON.stringify(job.payload).includes(userId));

const erasureDueAt = async (userId: string) =>
  (
    await test.db
      .selectFrom('users')
      .select('erasure_due_at')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).erasure_due_at;

/** Moves the grace period's end into the past, as if the days had gone by. */
const endGracePeriod = (userId: string) =>
  sql`UPDATE users SET erasure_due_at = now() - interval '1 second' WHERE id = ${userId}`.execute(
    test.db,
  );

/** Runs `profile.erase` for the user as a worker would once its job is due. */
async function runErasureJob(userId: string): Promise<unknown> {
  const { blobs, chatbot } = test.app.folio;
  const handlers = createProfileJobHandlers({
    db: test.db,
    blobs,
    chatbot,
    log: silentLogger,
    config: test.config,
  });
  const erase = handlers[ACCOUNT_ERASURE_JOB_KIND];
  if (!erase) {
    throw new Error('no profile.erase handler');
  }
  return erase(jobContextOf(ACCOUNT_ERASURE_JOB_KIND, { userId }).context);
}

/** The text of the mails to `to` received from index `since` on, once `count` of them are in. */
async function mailsTo(to: string, since: number, count: number): Promise<string[]> {
  const read = () =>
    test.inbox.messages
      .slice(since)
      .filter((mail) => mail.to.includes(to))
      .map((mail) => readMailText(mail.raw));
  await expect.poll(() => read().length).toBeGreaterThanOrEqual(count);
  return read();
}

describe('deleteAccount (GDPR erasure after a grace period)', () => {
  it('refuses a wrong password with INVALID_REQUEST and schedules nothing', async () => {
    const ana = await test.signUp('ana.keep@example.com');
    await seedUserData(test, ana, 'keep');
    const before = await test.rowsOf(ana.id);
    const response = await deleteAccount(ana, 'Wr0ng!Password');
    expect(errorCodeOf(response)).toBe('INVALID_REQUEST');
    expect(await test.rowsOf(ana.id)).toEqual(before);
    expect(await erasureDueAt(ana.id)).toBeNull();
    expect(await erasureJobsOf(ana.id)).toEqual([]);
    expect((await test.blobsOf(ana.id)).length).toBeGreaterThan(0);
    const profile = await test.call(ana, { method: 'GET', url: '/profile' });
    expect(profile.statusCode).toBe(200);
  });

  it('signs every device and API key out and mails the grace e-mail; when the period ends the job leaves no row and no blob of the user and spares others', async () => {
    const ana = await test.signUp('ana.erase@example.com');
    const phone = await test.signInAgain(ana);
    const bob = await test.signUp('bob.erase@example.com');
    await seedUserData(test, ana, 'erase');
    await seedUserData(test, bob, 'spared');
    await test.db.updateTable('users').set({ language: 'en' }).where('id', '=', ana.id).execute();
    const created = await test.call(ana, {
      method: 'POST',
      url: '/api-keys',
      payload: { name: 'nightly', scopes: ['files:read'], expiresAt: null },
    });
    expect(created.statusCode).toBe(201);
    const apiKey = {
      ...ana,
      headers: { authorization: `Bearer ${created.json<{ key: string }>().key}` },
    };
    const usage = { method: 'GET' as const, url: '/storage/usage', query: contextOf(ana) };
    expect((await test.call(apiKey, usage)).statusCode).toBe(200);
    const bobBefore = await test.rowsOf(bob.id);
    const bobBlobs = await test.blobsOf(bob.id);
    const anaBefore = await test.rowsOf(ana.id);
    expect(Object.keys(anaBefore)).toEqual(
      expect.arrayContaining([
        'users',
        'files',
        'extracted_documents',
        'chat_messages',
        'docdb_files',
      ]),
    );
    const since = test.inbox.messages.length;
    const asked = Date.now();

    const response = await deleteAccount(ana, ana.password);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toMatch(/will be deleted on .+ UTC/);

    // Scheduled, not done: the due time 30 days on, its job queued for then, nothing erased yet.
    const dueAt = await erasureDueAt(ana.id);
    expect(dueAt?.getTime()).toBeGreaterThan(asked + (GRACE_SECONDS - 60) * 1000);
    expect(dueAt?.getTime()).toBeLessThan(Date.now() + (GRACE_SECONDS + 60) * 1000);
    expect(await erasureJobsOf(ana.id)).toEqual([
      expect.objectContaining({ status: 'queued', run_at: dueAt }),
    ]);
    expect(await test.rowsOf(ana.id)).toEqual(anaBefore);
    for (const device of [ana, phone]) {
      const call = await test.call(device, { method: 'GET', url: '/profile' });
      expect(call.statusCode).toBe(401);
    }
    // Its API keys stop with its sessions.
    expect((await test.call(apiKey, usage)).statusCode).toBe(401);
    const [grace] = await mailsTo(ana.email, since, 1);
    expect(grace).toContain('will be deleted on');
    expect(grace).toContain('http://folio.test:8080/login');

    // A job run before the end of the period does nothing.
    expect(await runErasureJob(ana.id)).toEqual({ erased: false });
    expect(await test.rowsOf(ana.id)).toEqual(anaBefore);

    await endGracePeriod(ana.id);
    expect(await runErasureJob(ana.id)).toEqual({ erased: true });

    expect(await test.rowsOf(ana.id)).toEqual({});
    expect(await test.blobsOf(ana.id)).toEqual([]);
    const jobs = await test.db
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '<>', ACCOUNT_ERASURE_JOB_KIND)
      .execute();
    expect(JSON.stringify(jobs)).not.toContain(ana.id);
    expect(
      errorCodeOf(
        await post(test, '/auth/login', {
          email: ana.email,
          password: ana.password,
          hash: ana.hash,
        }),
      ),
    ).toBe('AUTHENTICATION_FAILED');
    const mails = await mailsTo(ana.email, since, 2);
    expect(mails[1]).toContain('has been deleted');

    expect(await test.rowsOf(bob.id)).toEqual(bobBefore);
    expect(await test.blobsOf(bob.id)).toEqual(bobBlobs);

    // A retry of the job finds nothing due and fails nothing.
    expect(await runErasureJob(ana.id)).toEqual({ erased: false });
  });

  it('is cancelled by signing in within the grace period; the grace e-mail is in the account language', async () => {
    const eva = await test.signUp('eva.cancel@example.com');
    await seedUserData(test, eva, 'cancel');
    await test.db.updateTable('users').set({ language: 'sp' }).where('id', '=', eva.id).execute();
    const before = await test.rowsOf(eva.id);
    const since = test.inbox.messages.length;

    const response = await deleteAccount(eva, eva.password, 'sp');
    expect(response.json<{ message: string }>().message).toMatch(/será eliminada el .+ UTC/);
    const [grace] = await mailsTo(eva.email, since, 1);
    expect(grace).toContain('será eliminada el');

    await login(test, { email: eva.email, password: eva.password, hash: eva.hash });
    expect(await erasureDueAt(eva.id)).toBeNull();

    // The job still comes at the old due time, and finds nothing to do.
    await sql`UPDATE jobs SET run_at = now() WHERE kind = ${ACCOUNT_ERASURE_JOB_KIND}`.execute(
      test.db,
    );
    expect(await runErasureJob(eva.id)).toEqual({ erased: false });
    // Everything kept; the sign-in added a session.
    expect(await test.rowsOf(eva.id)).toEqual({
      ...before,
      session_families: (before['session_families'] ?? 0) + 1,
    });
    expect((await test.blobsOf(eva.id)).length).toBeGreaterThan(0);
  });
});
