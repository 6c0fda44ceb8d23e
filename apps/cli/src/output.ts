import ora, { type Ora } from 'ora';

/** Somewhere text can be written: `process.stdout`, `process.stderr`, or a test's buffer. */
export type Sink = { write: (text: string) => unknown };

/** The two streams of the process, and whether a person is watching them. */
export type Streams = {
  stdout: Sink;
  stderr: Sink;
  /** Both streams are terminals: only then a spinner is drawn. */
  isInteractive: boolean;
  /** stdout is a terminal that may show bold and underline (NO_COLOR unset); off when absent. */
  hasColor?: boolean;
};

/** A progress indicator; stopped (and erased) before a command prints its result. */
export type Spinner = {
  stop: () => void;
  /** Replaces its text (a progress bar, several lines allowed); a no-op when none is drawn. */
  setText: (text: string) => void;
};

/**
 * The one way commands print (STYLE.md §1 `output.ts`): results go to stdout as lines for people
 * or as one JSON document for scripts (`--json`), messages about failures always go to stderr, so
 * stdout stays parseable.
 */
export type Output = {
  isJson: boolean;
  /** Human output on a terminal that shows emphasis (never with `--json`). */
  hasColor: boolean;
  /** A result line for people; dropped in `--json` mode. */
  info: (text: string) => void;
  /** The result for scripts; printed only in `--json` mode. */
  data: (value: unknown) => void;
  /** A message on stderr, in both modes. */
  error: (text: string) => void;
  /** A spinner on stderr when a person watches a terminal; a no-op otherwise and in `--json`. */
  spinner: (text: string) => Spinner;
};

/** The streams of this process; `noColor` is the NO_COLOR convention (no-color.org). */
export function processStreams({ noColor = false }: { noColor?: boolean } = {}): Streams {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    // A TTY 0 columns wide (`script` run without a terminal, some CI runners) sends ora 9.4 into
    // an endless clear loop (Infinity lines; fixed the same way in yocto-spinner PR #19).
    isInteractive: process.stdout.isTTY && process.stderr.isTTY && process.stderr.columns > 0,
    hasColor: process.stdout.isTTY && !noColor,
  };
}

const quietSpinner: Spinner = { stop: () => undefined, setText: () => undefined };

/** The output of one command run, human or `--json`. */
export function createOutput(streams: Streams, { json }: { json: boolean }): Output {
  // The spinner being drawn: a result line is written above it, never through it.
  let active: Ora | undefined;
  return {
    isJson: json,
    hasColor: !json && streams.hasColor === true,
    info(text) {
      if (json) {
        return;
      }
      active?.clear();
      streams.stdout.write(`${text}\n`);
      active?.render();
    },
    data(value) {
      if (json) {
        streams.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
      }
    },
    error(text) {
      active?.clear();
      streams.stderr.write(`${text}\n`);
      active?.render();
    },
    spinner(text) {
      if (json || !streams.isInteractive) {
        return quietSpinner;
      }
      const spinner = ora({ text, stream: process.stderr }).start();
      active = spinner;
      return {
        stop: () => {
          spinner.stop();
          if (active === spinner) {
            active = undefined;
          }
        },
        setText: (next) => {
          spinner.text = next;
        },
      };
    },
  };
}

/** Where commander writes help, version and usage errors: the same streams as everything else. */
export function commanderOutput(streams: Streams) {
  return {
    writeOut: (text: string) => streams.stdout.write(text),
    writeErr: (text: string) => streams.stderr.write(text),
  };
}
