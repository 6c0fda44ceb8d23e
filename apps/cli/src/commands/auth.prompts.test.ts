import { PassThrough } from 'node:stream';

import { describe, expect, it, vi } from 'vitest';

import { loginQuestions } from './auth.prompts';

/** A fake terminal for inquirer: keys go in through `type`, what it drew comes out as `screen`. */
function fakeTerminal() {
  const input = new PassThrough();
  const output = new PassThrough();
  let screen = '';
  output.on('data', (chunk: Buffer) => (screen += chunk.toString()));
  return {
    streams: { input, output },
    type: (text: string) => input.write(text),
    screen: () => screen,
  };
}

/** Waits until inquirer has drawn `text`: it reads keys only once its prompt is up. */
const drawn = (terminal: ReturnType<typeof fakeTerminal>, text: string) =>
  vi.waitFor(() => expect(terminal.screen()).toContain(text), { timeout: 10_000, interval: 10 });

describe('loginQuestions', () => {
  it('asks for the e-mail and trims the answer', async () => {
    const terminal = fakeTerminal();
    const answer = loginQuestions('en', terminal.streams).email();
    await drawn(terminal, 'E-mail:');

    terminal.type('  ana@example.com \r');

    await expect(answer).resolves.toBe('ana@example.com');
  });

  it('masks the password while it is typed', async () => {
    const terminal = fakeTerminal();
    const answer = loginQuestions('en', terminal.streams).password();
    await drawn(terminal, 'Password:');

    terminal.type('s3cret!\r');

    await expect(answer).resolves.toBe('s3cret!');
    expect(terminal.screen()).not.toContain('s3cret!');
  });

  it('insists on an account key, in the language of the CLI', async () => {
    const terminal = fakeTerminal();
    const answer = loginQuestions('sp', terminal.streams).accountKey();
    await drawn(terminal, 'Clave de cuenta');

    terminal.type('\r');
    await drawn(terminal, 'Obligatorio');

    terminal.type('key-1\r');
    await expect(answer).resolves.toBe('key-1');
  });
});
