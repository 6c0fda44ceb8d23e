#!/usr/bin/env node
import packageJson from '../package.json' with { type: 'json' };

import { readDefaults } from './config';
import { reportError } from './errors';
import { createOutput, processStreams } from './output';
import { createProgram } from './program';
import { processTerminal } from './terminal';

const defaults = readDefaults();
const streams = processStreams();
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
