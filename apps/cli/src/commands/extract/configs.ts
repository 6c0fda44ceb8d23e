import { translate } from '@folio/core';
import { FolioError, type MiddlewareComponents } from '@folio/sdk';

import type { SignedInContext } from '../../context';
import { CliError, EXIT_FAILURE } from '../../errors';
import { confirmDeletion, type ConfirmDeletion } from '../files/files.prompts';
import { formatTable, safeText } from '../files/format';

import { readConfigurationFile } from './configuration-file';

type Configuration = MiddlewareComponents['schemas']['Configuration'];

/** The flags of `folio extract configs create` and `rm`. */
export type CreateOptions = { from: string };
export type ConfigRmOptions = { yes?: boolean };

const countOf = (configuration: Configuration, placement: 'header' | 'detail') =>
  configuration.attributes.filter((attribute) => attribute.placement === placement).length;

const getConfiguration = (context: SignedInContext, name: string): Promise<Configuration> =>
  context.folio.extractor.configurations.get(name);

/** `folio extract configs ls`: the caller's configurations, newest first (SPEC §7). */
export async function runConfigsLs(context: SignedInContext): Promise<number> {
  const { output, language } = context;
  const configurations = await context.folio.extractor.configurations.list();
  const t = (key: 'name' | 'type' | 'headers' | 'details' | 'documents' | 'lastRun') =>
    translate(language, `cli.extract.columns.${key}`);
  if (configurations.length === 0) {
    output.info(translate(language, 'cli.extract.configs.none'));
  } else {
    const rows = configurations.map((configuration) => [
      configuration.name,
      configuration.document_type,
      String(countOf(configuration, 'header')),
      String(countOf(configuration, 'detail')),
      String(configuration.document_count),
      configuration.last_run_at ?? '-',
    ]);
    const columns = [
      { heading: t('name') },
      { heading: t('type') },
      { heading: t('headers'), align: 'right' as const },
      { heading: t('details'), align: 'right' as const },
      { heading: t('documents'), align: 'right' as const },
      { heading: t('lastRun') },
    ];
    formatTable(columns, rows).forEach((line) => output.info(line));
  }
  output.data(configurations);
  return 0;
}

/** `folio extract configs show NAME`: a configuration and its attributes. */
export async function runConfigsShow(context: SignedInContext, name: string): Promise<number> {
  const { output, language } = context;
  const configuration = await getConfiguration(context, name);
  const t = (key: 'name' | 'type' | 'placement' | 'required' | 'detail') =>
    translate(language, `cli.extract.columns.${key}`);
  output.info(
    translate(language, 'cli.extract.configs.summary', {
      name: safeText(configuration.name),
      type: configuration.document_type,
      model: safeText(configuration.model ?? 'builtin'),
      count: configuration.document_count,
    }),
  );
  if (configuration.prompt) {
    output.info(
      translate(language, 'cli.extract.configs.prompt', { prompt: safeText(configuration.prompt) }),
    );
  }
  const rows = configuration.attributes.map((attribute) => [
    attribute.name,
    attribute.placement,
    attribute.type,
    attribute.required === true ? translate(language, 'cli.extract.configs.yes') : '',
    attribute.detail ?? '',
  ]);
  const columns = [t('name'), t('placement'), t('type'), t('required'), t('detail')];
  formatTable(
    columns.map((heading) => ({ heading })),
    rows,
  ).forEach((line) => output.info(line));
  output.data(configuration);
  return 0;
}

/** `folio extract configs create --from config.json`: checked here first, then saved. */
export async function runConfigsCreate(
  context: SignedInContext,
  options: CreateOptions,
): Promise<number> {
  const { output, language } = context;
  const configuration = await readConfigurationFile(options.from);
  const saved = await context.folio.extractor.configurations.save(configuration);
  output.info(
    translate(language, 'cli.extract.configs.created', {
      name: safeText(saved.name),
      headers: countOf(saved, 'header'),
      details: countOf(saved, 'detail'),
    }),
  );
  output.data(saved);
  return 0;
}

/**
 * `folio extract configs rm NAME [--yes]`: deletes a configuration and its results (the PDFs
 * stay in Files). Asks on a terminal; a script must say `--yes`.
 */
export async function runConfigsRm(
  context: SignedInContext,
  name: string,
  options: ConfigRmOptions,
  ask: ConfirmDeletion = confirmDeletion(),
): Promise<number> {
  const { output, language } = context;
  const configuration = await getConfiguration(context, name);
  const id = configuration.id;
  if (id === undefined) {
    throw new FolioError('EMPTY_RESPONSE', 'The configuration came without its id');
  }
  if (options.yes !== true) {
    if (!context.terminal.canPrompt) {
      throw new CliError('cli.files.rm.needsYes');
    }
    const question = translate(language, 'cli.extract.configs.confirmRm', {
      name: safeText(configuration.name),
      count: configuration.document_count,
    });
    if (!(await ask(question))) {
      output.error(translate(language, 'cli.files.rm.cancelled'));
      return EXIT_FAILURE;
    }
  }
  await context.folio.extractor.configurations.delete({ id });
  output.info(
    translate(language, 'cli.extract.configs.deleted', { name: safeText(configuration.name) }),
  );
  output.data({ deleted: configuration.name, id });
  return 0;
}
