import { input, password } from '@inquirer/prompts';

import { translate, type Language } from '@folio/core';

/** Where the questions are asked; tests pass their own streams. */
export type PromptStreams = {
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
};

/** The questions of `folio login`, each asked only when neither a flag nor the environment answered. */
export type LoginQuestions = {
  email(): Promise<string>;
  password(): Promise<string>;
  accountKey(): Promise<string>;
};

/**
 * The login questions with inquirer, asked only on a terminal (STYLE.md §1): they are written on
 * stderr, so `--json` output on stdout stays clean, and the password and key are masked.
 */
export function loginQuestions(
  language: Language,
  streams: PromptStreams = { output: process.stderr },
): LoginQuestions {
  const required = (value: string) =>
    value.trim() !== '' || translate(language, 'cli.login.required');
  return {
    email: async () =>
      (
        await input(
          { message: translate(language, 'cli.login.emailPrompt'), validate: required },
          streams,
        )
      ).trim(),
    password: () =>
      password(
        {
          message: translate(language, 'cli.login.passwordPrompt'),
          mask: true,
          validate: required,
        },
        streams,
      ),
    accountKey: async () =>
      (
        await password(
          {
            message: translate(language, 'cli.login.accountKeyPrompt'),
            mask: true,
            validate: required,
          },
          streams,
        )
      ).trim(),
  };
}
