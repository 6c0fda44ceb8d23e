/** What commands may ask of the person at the terminal, and stdin for scripts. */
export type Terminal = {
  /** stdin and stderr are terminals: a command may ask what flags and environment left out. */
  canPrompt: boolean;
  /** Everything on stdin until it closes (`--password-stdin`). */
  readStdin(): Promise<string>;
  /**
   * Calls `handler` on the first Ctrl-C (SIGINT) instead of ending the process, so a command can
   * stop cleanly (an upload keeps what it sent for the next run); a second Ctrl-C ends the process
   * with 130. Returns the function that removes the handler. Absent: Ctrl-C is never seen.
   */
  onInterrupt?(handler: () => void): () => void;
};

/** The exit code of a command stopped by Ctrl-C (128 + SIGINT, the shells' convention). */
export const EXIT_INTERRUPTED = 130;

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
    onInterrupt(handler) {
      let isInterrupted = false;
      const listener = () => {
        if (isInterrupted) {
          process.exit(EXIT_INTERRUPTED);
        }
        isInterrupted = true;
        handler();
      };
      process.on('SIGINT', listener);
      return () => {
        process.off('SIGINT', listener);
      };
    },
  };
}
