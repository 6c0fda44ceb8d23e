/** What commands may ask of the person at the terminal, and stdin for scripts. */
export type Terminal = {
  /** stdin and stderr are terminals: a command may ask what flags and environment left out. */
  canPrompt: boolean;
  /** Everything on stdin until it closes (`--password-stdin`). */
  readStdin(): Promise<string>;
};

/** A terminal nobody sits at, with nothing on stdin: tests and the default of the program. */
export const NO_TERMINAL: Terminal = { canPrompt: false, readStdin: async () => '' };

/** The terminal of this process. Prompts are written on stderr, so stdout stays the result. */
export function processTerminal(): Terminal {
  return {
    canPrompt: process.stdin.isTTY && process.stderr.isTTY,
    async readStdin() {
      const chunks: Buffer[] = [];
      for await (const chunk of process.stdin) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
      }
      return Buffer.concat(chunks).toString('utf8');
    },
  };
}
