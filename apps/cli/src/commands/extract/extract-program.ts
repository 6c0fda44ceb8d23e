import { InvalidArgumentError, Option, type Command } from 'commander';

import { translate, type Language, type MessageKey } from '@folio/core';

import type { SignedInWiring } from '../signed-in-wiring';

import {
  runConfigsCreate,
  runConfigsLs,
  runConfigsRm,
  runConfigsShow,
  type ConfigRmOptions,
  type CreateOptions,
} from './configs';
import { EXTRACTION_STATES, runResults, runVerify, type ResultsOptions } from './results';
import { runExtract, runWait, type RunOptions, type WaitOptions } from './run';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseId(language: Language) {
  return (value: string): string => {
    if (!UUID.test(value)) {
      throw new InvalidArgumentError(translate(language, 'cli.extract.idInvalid', { id: value }));
    }
    return value.toLowerCase();
  };
}

/**
 * `folio extract configs ls|show|create|rm`, `run`, `wait`, `results`, `verify` (issue 6 "CLI
 * for power users", SPEC §7 Extractor), added to the `extract` command.
 */
export function addExtractCommands(
  extract: Command,
  { language, signedIn }: SignedInWiring,
): Command {
  const t = (key: MessageKey) => translate(language, key);
  const help = (command: Command) => command.helpOption('-h, --help', t('cli.options.help'));
  const sub = (parent: Command, name: string, description: MessageKey) =>
    help(parent.command(name).description(t(description)));
  const outOptions = (command: Command) =>
    command
      .option('--out <file>', t('cli.extract.outOption'))
      .option('--force', t('cli.utils.forceOption'));

  // Like the program: help is `-h` only, never an untranslated `help` command.
  extract.helpCommand(false);
  const configs = sub(extract, 'configs', 'cli.extract.configs.description').helpCommand(false);
  sub(configs, 'ls', 'cli.extract.configs.lsDescription').action(
    signedIn<[], object>((c) => runConfigsLs(c)),
  );
  sub(configs, 'show', 'cli.extract.configs.showDescription')
    .argument('<name>', t('cli.extract.configArgument'))
    .action(signedIn<[string], object>((c, [name]) => runConfigsShow(c, name)));
  sub(configs, 'create', 'cli.extract.configs.createDescription')
    .requiredOption('--from <file>', t('cli.extract.configs.fromOption'))
    .action(signedIn<[], CreateOptions>((c, _args, o) => runConfigsCreate(c, o)));
  sub(configs, 'rm', 'cli.extract.configs.rmDescription')
    .argument('<name>', t('cli.extract.configArgument'))
    .option('-y, --yes', t('cli.files.rm.yesOption'))
    .action(signedIn<[string], ConfigRmOptions>((c, [name], o) => runConfigsRm(c, name, o)));

  outOptions(
    sub(extract, 'run', 'cli.extract.runDescription')
      .argument('<config>', t('cli.extract.configArgument'))
      .argument('[input]', t('cli.extract.inputArgument'))
      // Commander hands a variadic option's values to its parser one by one: they add up here.
      .option('--files <ids...>', t('cli.extract.filesOption'), (id: string, ids?: string[]) => [
        ...(ids ?? []),
        parseId(language)(id),
      ])
      .addOption(new Option('--wait', t('cli.extract.waitOption')).conflicts('detach'))
      .option('--detach', t('cli.extract.detachOption')),
  ).action(
    signedIn<[string, string | undefined], RunOptions>((c, [config, input], o) =>
      runExtract(c, config, input, o),
    ),
  );
  outOptions(
    sub(extract, 'wait', 'cli.extract.waitDescription').argument(
      '<run>',
      t('cli.extract.runArgument'),
      parseId(language),
    ),
  ).action(signedIn<[string], WaitOptions>((c, [runId], o) => runWait(c, runId, o)));
  outOptions(
    sub(extract, 'results', 'cli.extract.resultsDescription')
      .argument('<config>', t('cli.extract.configArgument'))
      .addOption(
        new Option('--state <state>', t('cli.extract.stateOption')).choices(EXTRACTION_STATES),
      ),
  ).action(signedIn<[string], ResultsOptions>((c, [config], o) => runResults(c, config, o)));
  sub(extract, 'verify', 'cli.extract.verifyDescription')
    .argument('<document>', t('cli.extract.documentArgument'), parseId(language))
    .action(signedIn<[string], object>((c, [id]) => runVerify(c, id)));
  return extract;
}
