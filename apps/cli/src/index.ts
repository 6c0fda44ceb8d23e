#!/usr/bin/env node
import packageJson from '../package.json' with { type: 'json' };

import { readDefaults } from './config';
import { reportError } from './errors';
import { createOutput, processStreams } from './output';
import { createProgram } from './program';
import { processTerminal } from './terminal';

/**
 * tus-js-client 4 (the SDK's resumable uploads) calls `url.parse()` for each request in Node,
 * which Node 24 reports on stderr as DEP0169. The URLs are the middleware's own tus URLs, so the
 * warning tells a folio user nothing and would break `--json` scripts that expect a clean stderr;
 * that one warning is dropped, every other is shown.
 */
function dropUrlParseWarning(): void {
  const emitWarning = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = (...args: unknown[]) => {
    const [, typeOrOptions, code] = args;
    const isUrlParse =
      code === 'DEP0169' ||
      (typeof typeOrOptions === 'object' &&
        typeOrOptions !== null &&
        (typeOrOptions as { code?: unknown }).code === 'DEP0169');
    if (!isUrlParse) {
      emitWarning(...args);
    }
  };
}

dropUrlParseWarning();
const defaults = readDefaults();
const streams = processStreams({ noColor: defaults.noColor === true });
const setExitCode = (code: number) => {
  process.exitCode = code;
};

try {
  const program = createProgram(
    { version: packageJson.version, defaults, streams, setExitCode, terminal: processTerminal() },
    process.argv,
  );
  await program.parseAsync(process.argv);
} catch (error) {
  const output = createOutput(streams, { json: false });
  setExitCode(
    reportError(error, { language: defaults.language, isDebug: defaults.isDebug, output }),
  );
}
