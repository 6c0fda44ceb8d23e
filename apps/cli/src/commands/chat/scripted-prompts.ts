import type { ChatPrompts, Choice } from './chat.prompts';

/** Answers the session's questions in order: each list by the name of a choice, then text. */
export function scriptedPrompts(
  picks: readonly string[],
  questions: readonly string[],
): ChatPrompts {
  const names = [...picks];
  const lines = [...questions];
  return {
    choose: <T>(message: string, choices: readonly Choice<T>[]) => {
      const name = names.shift();
      const choice = choices.find((candidate) => candidate.name === name);
      if (!choice) {
        throw new Error(
          `${message}: no choice ${String(name)} in ${choices.map((c) => c.name).join(' | ')}`,
        );
      }
      return Promise.resolve(choice.value);
    },
    text: () => Promise.reject(new Error('no text expected')),
    question: () => Promise.resolve(lines.shift()),
  };
}
