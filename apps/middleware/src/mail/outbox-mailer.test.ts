import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { renderAccountEmail } from './account-emails';
import { findMailLink } from './mail-text';
import { createMailer } from './create-mailer';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folio-outbox-'));
});
afterEach(async () => rm(dir, { recursive: true, force: true }));

describe('the outbox mailer (no FOLIO_SMTP_URL)', () => {
  it('writes an .eml file to the outbox and logs its link (DECISIONS.md)', async () => {
    const logged: object[] = [];
    const outboxDir = join(dir, 'outbox');
    const mailer = createMailer(
      { from: 'Folio <no-reply@folio.test>', outboxDir },
      { info: (entry) => logged.push(entry) },
    );
    const link = 'http://localhost:8080/verify-account?token=abc_DEF-123';
    await mailer.send(
      renderAccountEmail('verifyAccount', 'sp', { to: 'ana@example.com', name: 'Ana María', link }),
    );
    mailer.close();

    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect((await stat(join(outboxDir, files[0] ?? ''))).mode & 0o777).toBe(0o600);
    const raw = await readFile(join(outboxDir, files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^To: ana@example\.com$/m);
    expect(raw).toMatch(/^Subject: Verifique su cuenta de Folio$/m);
    expect(findMailLink(raw, 'verify-account')).toBe(link);
    expect(logged).toEqual([expect.objectContaining({ to: 'ana@example.com', link })]);
  });
});

describe('renderAccountEmail', () => {
  it('keeps what the user typed out of the HTML markup', () => {
    const mail = renderAccountEmail('resetPassword', 'en', {
      to: 'x@example.com',
      name: '<script>alert(1)</script>',
      link: 'http://localhost/reset-password?token=a',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.subject).toBe('Reset your Folio password');
  });
});
