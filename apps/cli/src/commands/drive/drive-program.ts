import { Option, type Command } from 'commander';

import type { IntegrationProvider } from '@folio/sdk';

import { translate } from '@folio/core';

import type { SignedInWiring } from '../signed-in-wiring';

import {
  runDriveImport,
  runDriveLs,
  runDriveUpload,
  type DriveImportOptions,
  type DriveLsOptions,
  type DriveUploadOptions,
} from './drive';

/**
 * `folio drive ls|import|upload` and `folio sharepoint ls|search|import|upload` (issue 14): a
 * cloud service through the user's connected account.
 */
export function addCloudCommands(
  drive: Command,
  provider: IntegrationProvider,
  { language, signedIn }: SignedInWiring,
): void {
  const sub = (name: string, description: Parameters<typeof translate>[1]) =>
    drive
      .command(name)
      .description(translate(language, description))
      .helpOption('-h, --help', translate(language, 'cli.options.help'));

  sub('ls', 'integrations.cli.list.description')
    .option('--folder <id>', translate(language, 'integrations.cli.list.folder'))
    .option('--search <text>', translate(language, 'integrations.cli.list.search'))
    .option('--all', translate(language, 'integrations.cli.list.all'))
    .action(
      signedIn<[], DriveLsOptions>((context, _args, options) =>
        runDriveLs(context, provider, options),
      ),
    );
  if (provider === 'sharepoint') {
    sub('search', 'integrations.cli.search.description')
      .argument('<text>')
      .option('--folder <id>', translate(language, 'integrations.cli.list.folder'))
      .option('--all', translate(language, 'integrations.cli.list.all'))
      .action(
        signedIn<[string], DriveLsOptions>((context, [text], options) =>
          runDriveLs(context, provider, { ...options, search: text }),
        ),
      );
  }
  sub('import', 'integrations.cli.import.description')
    .argument('<ids...>')
    .option('--folder <name>', translate(language, 'integrations.cli.import.folder'))
    .action(
      signedIn<[string[]], DriveImportOptions>((context, [ids], options) =>
        runDriveImport(context, provider, ids, options),
      ),
    );
  sub('upload', 'integrations.cli.upload.description')
    .argument('[fileId]')
    .option('--folder <id>', translate(language, 'integrations.cli.upload.folder'))
    .option('--results <config>', translate(language, 'integrations.cli.upload.results'))
    .addOption(
      new Option('--format <format>', translate(language, 'integrations.cli.upload.format'))
        .choices(['csv', 'pdf'])
        .default('csv'),
    )
    .action(
      signedIn<[string | undefined], DriveUploadOptions>((context, [fileId], options) =>
        runDriveUpload(context, provider, fileId, options),
      ),
    );
}
