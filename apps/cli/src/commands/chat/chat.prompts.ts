import { input, select } from '@inquirer/prompts';

import type { PromptStreams } from '../auth.prompts';

/** One answer of a list question. */
export type Choice<T> = { name: string; value: T };

/** The questions of the interactive `folio chat`; tests answer them with their own. */
export type ChatPrompts = {
  /** Picks one of the choices, `defaultValue`'s first when given. Ctrl-C rejects. */
  choose<T>(message: string, choices: readonly Choice<T>[], defaultValue?: T): Promise<T>;
  /** A line of text; `validate` answers a message to ask again, or null. Ctrl-C rejects. */
  text(message: string, validate?: (value: string) => string | null): Promise<string>;
  /** The next question of the conversation; undefined when the user leaves (Ctrl-C, stdin shut). */
  question(message: string): Promise<string | undefined>;
};

/** The questions with inquirer, written on stderr so stdout carries only the answers. */
export function chatPrompts(streams: PromptStreams = { output: process.stderr }): ChatPrompts {
  return {
    choose: (message, choices, defaultValue) =>
      select(
        {
          message,
          choices: [...choices],
          ...(defaultValue === undefined ? {} : { default: defaultValue }),
        },
        streams,
      ),
    text: (message, validate) =>
      input(
        { message, validate: (value) => (validate ? (validate(value) ?? true) : true) },
        streams,
      ),
    question: (message) =>
      input({ message, theme: { prefix: '' } }, streams).catch(() => undefined),
  };
}
