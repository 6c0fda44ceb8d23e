import type { Command } from 'commander';

import { translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import type { SignedInWiring } from '../signed-in-wiring';

import {
  runWebhooksCreate,
  runWebhooksDeliveries,
  runWebhooksDelete,
  runWebhooksList,
  runWebhooksRotate,
  type WebhooksCreateOptions,
} from './webhooks';

const collect = (value: string, previous: string[]) => [...previous, value];

/** `folio webhooks list|create|delete|rotate|deliveries` (issue 21), over the SDK's resource. */
export function addWebhooksCommands(
  webhooks: Command,
  { language, signedIn }: SignedInWiring,
): void {
  const sub = (name: string, description: Parameters<typeof translate>[1]) =>
    webhooks
      .command(name)
      .description(translate(language, description))
      .helpOption('-h, --help', translate(language, 'cli.options.help'));
  // The commands that name one webhook, by its id or URL.
  const byTarget = (run: (context: SignedInContext, target: string) => Promise<number>) =>
    signedIn<[string], object>((context, [target]) => run(context, target));

  sub('list', 'webhooks.cli.list.description').action(
    signedIn<[], object>((context) => runWebhooksList(context)),
  );
  sub('create', 'webhooks.cli.create.description')
    .requiredOption('--url <url>', translate(language, 'webhooks.cli.create.url'))
    .option('--event <event>', translate(language, 'webhooks.cli.create.event'), collect, [])
    .option('--description <text>', translate(language, 'webhooks.cli.create.describe'))
    .action(
      signedIn<[], WebhooksCreateOptions>((context, _args, options) =>
        runWebhooksCreate(context, options),
      ),
    );
  sub('delete', 'webhooks.cli.delete.description')
    .argument('<webhook>')
    .action(byTarget(runWebhooksDelete));
  sub('rotate', 'webhooks.cli.rotate.description')
    .argument('<webhook>')
    .action(byTarget(runWebhooksRotate));
  sub('deliveries', 'webhooks.cli.deliveries.description')
    .argument('<webhook>')
    .action(byTarget(runWebhooksDeliveries));
}
