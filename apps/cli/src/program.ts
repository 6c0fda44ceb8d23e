import { Command, InvalidArgumentError, Option } from 'commander';

import { isLanguage, translate, type Language, type MessageKey } from '@folio/core';

import { runLogin, runLogout, runWhoami, type LoginOptions } from './commands/auth';
import { addChatCommands } from './commands/chat/chat-program';
import { addExtractCommands } from './commands/extract/extract-program';
import { addFilesCommands } from './commands/files/files-program';
import type { SignedInAction } from './commands/signed-in-wiring';
import { addCloudCommands } from './commands/drive/drive-program';
import { addKeysCommands } from './commands/keys/keys-program';
import { addWebhooksCommands } from './commands/webhooks/webhooks-program';
import { runHealth } from './commands/health';
import {
  runHtmlToPdf,
  runImagesToPdf,
  runMerge,
  runPdfToImages,
  runSplit,
  runSplitOffice,
  runToPdf,
  type HtmlToPdfOptions,
  type ImagesToPdfOptions,
  type PdfToImagesOptions,
  type SplitOptions,
  type UtilsOutputOptions,
} from './commands/utils';
import type { CliDefaults } from './config';
import {
  createCommandContext,
  runSignedIn,
  type CommandContext,
  type GlobalOptions,
  type SignedInContext,
} from './context';
import { reportError } from './errors';
import { commanderOutput, type Streams } from './output';
import type { Terminal } from './terminal';

/** What the program needs from its surroundings; tests and the binary supply their own. */
export type ProgramDependencies = {
  version: string;
  defaults: CliDefaults;
  streams: Streams;
  /** Receives the exit code of a command that ran (commander itself exits on usage errors). */
  setExitCode: (code: number) => void;
  fetch?: (request: Request) => Promise<Response>;
  /** stdin and prompts; without it nothing is asked and stdin is empty. */
  terminal?: Terminal;
};

/** The `--lang` of the command line, read before parsing so that `--help` is in that language. */
function languageFromArgv(argv: readonly string[]): Language | undefined {
  const index = argv.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  const arg = argv[index];
  const value = arg?.startsWith('--lang=') ? arg.slice('--lang='.length) : argv[index + 1];
  return index >= 0 && isLanguage(value) ? value : undefined;
}

/** The resolutions `pdf-to-images` takes (the service's `dpi`, SPEC §7). */
const DPI = { min: 72, max: 300 } as const;

function parseDpi(language: Language) {
  return (value: string): number => {
    const dpi = Number(value);
    if (!/^\d+$/.test(value) || dpi < DPI.min || dpi > DPI.max) {
      throw new InvalidArgumentError(translate(language, 'cli.utils.dpiInvalid', DPI));
    }
    return dpi;
  };
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

  const run = <O>(action: (context: CommandContext, options: O) => Promise<number>) => {
    return async (options: O, command: Command): Promise<void> => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      const isGiven = (name: keyof GlobalOptions) =>
        command.getOptionValueSourceWithGlobals(name) === 'cli';
      const context = createCommandContext(globals, {
        streams,
        isDebug: defaults.isDebug,
        configDir: defaults.configDir,
        hostsGiven: {
          middleware: isGiven('middlewareUrl') || defaults.hostsFromEnvironment.middleware,
          service: isGiven('serviceUrl') || defaults.hostsFromEnvironment.service,
        },
        loginDefaults: defaults.login,
        apiKey: defaults.apiKey,
        ...(deps.terminal ? { terminal: deps.terminal } : {}),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      try {
        deps.setExitCode(await action(context, options));
      } catch (error) {
        deps.setExitCode(reportError(error, context));
      }
    };
  };
  // Every command that needs a signed-in user gets its clients from `runSignedIn`.
  const signedIn = (action: (context: SignedInContext) => Promise<number>) =>
    run((context) => runSignedIn(context, action));
  const command = (name: string, description: MessageKey) =>
    program
      .command(name)
      .description(translate(language, description))
      .helpOption('-h, --help', translate(language, 'cli.options.help'));

  command('health', 'cli.health.description').action(run(runHealth));
  command('login', 'cli.login.description')
    .option('--email <email>', translate(language, 'cli.login.emailOption'))
    .option('--password-stdin', translate(language, 'cli.login.passwordStdinOption'))
    .option('--key <key>', translate(language, 'cli.login.keyOption'))
    .option('--api-key [key]', translate(language, 'apiKeys.cli.login.apiKey'))
    .action(run<LoginOptions>((context, options) => runLogin(context, options)));
  command('logout', 'cli.logout.description').action(run(runLogout));
  command('whoami', 'cli.whoami.description').action(signedIn(runWhoami));

  const utils = command('utils', 'cli.utils.description');
  const utility = (name: string, description: MessageKey) =>
    utils
      .command(name)
      .description(translate(language, description))
      .helpOption('-h, --help', translate(language, 'cli.options.help'))
      .requiredOption('-o, --output <path>', translate(language, 'cli.utils.outputOption'))
      .option('--force', translate(language, 'cli.utils.forceOption'));
  // Commander passes the arguments first, then the options: each action reads both.
  const withInputs = <I, O>(
    action: (context: SignedInContext, inputs: I, options: O) => Promise<number>,
  ) => {
    return (inputs: I, options: O, command: Command) =>
      run((context) => runSignedIn(context, (signedIn) => action(signedIn, inputs, options)))(
        options,
        command,
      );
  };
  utility('merge', 'cli.utils.mergeDescription')
    .argument('<inputs...>')
    .action(withInputs<string[], UtilsOutputOptions>(runMerge));
  utility('split', 'cli.utils.splitDescription')
    .argument('<input>')
    .option('--ranges <ranges>', translate(language, 'cli.utils.rangesOption'))
    .action(withInputs<string, SplitOptions>(runSplit));
  utility('images-to-pdf', 'cli.utils.imagesToPdfDescription')
    .argument('<images...>')
    .addOption(
      new Option('--page-size <size>', translate(language, 'cli.utils.pageSizeOption')).choices([
        'fit',
        'a4',
      ]),
    )
    .action(withInputs<string[], ImagesToPdfOptions>(runImagesToPdf));
  utility('html-to-pdf', 'cli.utils.htmlToPdfDescription')
    .argument('[input]')
    .option('--html <html>', translate(language, 'cli.utils.htmlOption'))
    .addOption(
      new Option('--page-size <size>', translate(language, 'cli.utils.paperOption')).choices([
        'a4',
        'letter',
      ]),
    )
    .option('--landscape', translate(language, 'cli.utils.landscapeOption'))
    .action(withInputs<string | undefined, HtmlToPdfOptions>(runHtmlToPdf));
  utility('to-pdf', 'cli.utils.toPdfDescription')
    .argument('<inputs...>')
    .action(withInputs<string[], UtilsOutputOptions>(runToPdf));
  utility('split-docx', 'cli.utils.splitDocxDescription')
    .argument('<input>')
    .action(
      withInputs<string, UtilsOutputOptions>((context, input, options) =>
        runSplitOffice('docx', context, input, options),
      ),
    );
  utility('split-xlsx', 'cli.utils.splitXlsxDescription')
    .argument('<input>')
    .action(
      withInputs<string, UtilsOutputOptions>((context, input, options) =>
        runSplitOffice('xlsx', context, input, options),
      ),
    );
  utility('pdf-to-images', 'cli.utils.pdfToImagesDescription')
    .argument('<input>')
    .option('--ranges <ranges>', translate(language, 'cli.utils.pagesOption'))
    .option('--dpi <dpi>', translate(language, 'cli.utils.dpiOption'), parseDpi(language))
    .action(withInputs<string, PdfToImagesOptions>(runPdfToImages));

  /** A handler that commander calls with the arguments, then the options and the command. */
  function signedInWithArguments<A extends unknown[], O>(action: SignedInAction<A, O>) {
    return (...params: unknown[]) => {
      const command = params.at(-1) as Command;
      const options = params.at(-2) as O;
      const args = params.slice(0, -2) as A;
      return run((context) => runSignedIn(context, (signedIn) => action(signedIn, args, options)))(
        options,
        command,
      );
    };
  }
  // `folio files` and `folio extract` (issue 6).
  addFilesCommands(command('files', 'cli.files.description'), {
    language,
    signedIn: signedInWithArguments,
  });
  addExtractCommands(command('extract', 'cli.extract.description'), {
    language,
    signedIn: signedInWithArguments,
  });
  // `folio keys` (issue 21): the same wiring.
  addKeysCommands(command('keys', 'apiKeys.cli.description'), {
    language,
    signedIn: signedInWithArguments,
  });
  addWebhooksCommands(command('webhooks', 'webhooks.cli.description'), {
    language,
    signedIn: signedInWithArguments,
  });
  // `folio drive` and `folio sharepoint` (issue 14): the same wiring.
  const cloudWiring = { language, signedIn: signedInWithArguments };
  addCloudCommands(command('drive', 'integrations.cli.description'), 'google-drive', cloudWiring);
  addCloudCommands(
    command('sharepoint', 'integrations.cli.sharepointDescription'),
    'sharepoint',
    cloudWiring,
  );
  // `folio chat` (issue 10): the same wiring, and stdout for answers streamed piece by piece.
  addChatCommands(command('chat', 'cli.chat.description'), {
    language,
    stdout: streams.stdout,
    signedIn: signedInWithArguments,
  });
  return program;
}
