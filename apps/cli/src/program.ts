import { Command, InvalidArgumentError, Option } from 'commander';

import { isLanguage, translate, type Language } from '@folio/core';

import { runHealth } from './commands/health';
import type { CliDefaults } from './config';
import { createCommandContext, type CommandContext, type GlobalOptions } from './context';
import { reportError } from './errors';
import { commanderOutput, type Streams } from './output';

/** What the program needs from its surroundings; tests and the binary supply their own. */
export type ProgramDependencies = {
  version: string;
  defaults: CliDefaults;
  streams: Streams;
  /** Receives the exit code of a command that ran (commander itself exits on usage errors). */
  setExitCode: (code: number) => void;
  fetch?: (request: Request) => Promise<Response>;
};

/** The `--lang` of the command line, read before parsing so that `--help` is in that language. */
function languageFromArgv(argv: readonly string[]): Language | undefined {
  const index = argv.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  const arg = argv[index];
  const value = arg?.startsWith('--lang=') ? arg.slice('--lang='.length) : argv[index + 1];
  return index >= 0 && isLanguage(value) ? value : undefined;
}

function parseUrl(language: Language) {
  return (value: string): string => {
    if (!URL.canParse(value)) {
      throw new InvalidArgumentError(translate(language, 'cli.errors.invalidUrl', { url: value }));
    }
    return value;
  };
}

/**
 * The `folio` program: global options (flags over `FOLIO_*` environment over defaults) and the
 * commands. Each command's action gets a CommandContext and returns its exit code.
 */
export function createProgram(deps: ProgramDependencies, argv: readonly string[]): Command {
  const { defaults, streams } = deps;
  const language = languageFromArgv(argv) ?? defaults.language;
  const program = new Command('folio')
    .description(translate(language, 'cli.description'))
    .version(deps.version, '-V, --version', translate(language, 'cli.options.version'))
    .helpOption('-h, --help', translate(language, 'cli.options.help'))
    .helpCommand(false)
    .configureOutput(commanderOutput(streams))
    .option(
      '--middleware-url <url>',
      translate(language, 'cli.options.middlewareUrl'),
      parseUrl(language),
      defaults.middlewareUrl,
    )
    .option(
      '--service-url <url>',
      translate(language, 'cli.options.serviceUrl'),
      parseUrl(language),
      defaults.serviceUrl,
    )
    .option('--json', translate(language, 'cli.options.json'))
    .addOption(
      new Option('--lang <language>', translate(language, 'cli.options.lang'))
        .choices(['en', 'sp'])
        .default(defaults.language),
    );

  const run = (action: (context: CommandContext) => Promise<number>) => {
    return async (_options: unknown, command: Command): Promise<void> => {
      const options = command.optsWithGlobals<GlobalOptions>();
      const context = createCommandContext(options, {
        streams,
        isDebug: defaults.isDebug,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      try {
        deps.setExitCode(await action(context));
      } catch (error) {
        deps.setExitCode(reportError(error, context));
      }
    };
  };

  program
    .command('health')
    .description(translate(language, 'cli.health.description'))
    .helpOption('-h, --help', translate(language, 'cli.options.help'))
    .action(run(runHealth));
  return program;
}
