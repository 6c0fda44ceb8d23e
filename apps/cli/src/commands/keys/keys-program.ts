import { InvalidArgumentError, type Command } from 'commander';

import { translate, type Language } from '@folio/core';

import type { SignedInWiring } from '../signed-in-wiring';

import { runKeysCreate, runKeysList, runKeysRevoke, type KeysCreateOptions } from './keys';

/** The longest expiry a key may be given from here: the faces offer a year at most. */
const MAX_EXPIRY_DAYS = 365;

function parseDays(language: Language) {
  return (value: string): number => {
    const days = Number(value);
    if (!/^\d+$/.test(value) || days < 1 || days > MAX_EXPIRY_DAYS) {
      throw new InvalidArgumentError(
        translate(language, 'apiKeys.cli.create.expiresInvalid', { max: MAX_EXPIRY_DAYS }),
      );
    }
    return days;
  };
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** `folio keys create|list|revoke` (issue 21). */
export function addKeysCommands(keys: Command, { language, signedIn }: SignedInWiring): void {
  const sub = (name: string, description: Parameters<typeof translate>[1]) =>
    keys
      .command(name)
      .description(translate(language, description))
      .helpOption('-h, --help', translate(language, 'cli.options.help'));

  sub('create', 'apiKeys.cli.create.description')
    .requiredOption('--name <name>', translate(language, 'apiKeys.cli.create.name'))
    .option('--scope <scope>', translate(language, 'apiKeys.cli.create.scope'), collect, [])
    .option(
      '--expires <days>',
      translate(language, 'apiKeys.cli.create.expires'),
      parseDays(language),
    )
    .action(
      signedIn<[], KeysCreateOptions>((context, _args, options) => runKeysCreate(context, options)),
    );
  sub('list', 'apiKeys.cli.list.description').action(
    signedIn<[], object>((context) => runKeysList(context)),
  );
  sub('revoke', 'apiKeys.cli.revoke.description')
    .argument('<key>')
    .action(signedIn<[string], object>((context, [key]) => runKeysRevoke(context, key)));
}
