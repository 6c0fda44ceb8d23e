import { PassThrough } from 'node:stream';

import { describe, expect, it } from 'vitest';

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

/** Lets inquirer draw and read what was typed so far. */
const settle = () => new Promise((wake) => setTimeout(wake, 20));

describe('loginQuestions', () => {
  it('asks for the e-mail and trims the answer', async () => {
    const terminal = fakeTerminal();
    const answer = loginQuestions('en', terminal.streams).email();
    await settle();

    terminal.type('  ana@example.com \r');

    await expect(answer).resolves.toBe('ana@example.com');
    expect(terminal.screen()).toContain('E-mail:');
  });

  it('masks the password while it is typed', async () => {
    const terminal = fakeTerminal();
    const answer = loginQuestions('en', terminal.streams).password();
    await settle();

    terminal.type('s3cret!\r');

    await expect(answer).resolves.toBe('s3cret!');
    expect(terminal.screen()).toContain('Password:');
    expect(terminal.screen()).not.toContain('s3cret!');
  });

  it('insists on an account key, in the language of the CLI', async () => {
    const terminal = fakeTerminal();
    const answer = loginQuestions('sp', terminal.streams).accountKey();
    await settle();

    terminal.type('\r');
    await settle();
    expect(terminal.screen()).toContain('Obligatorio');

    terminal.type('key-1\r');
    await expect(answer).resolves.toBe('key-1');
    expect(terminal.screen()).toContain('Clave de cuenta');
  });
});
