import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { signedInCli } from '../../testing/cli-harness';

import { fakeChatbot } from './fake-chatbot';

/** A signed-in `folio` over the fake middleware (auth) and the fake chatbot, for `folio chat`. */
export async function chatHarness(dir: string) {
  const chatbot = fakeChatbot();
  const { folio, signedIn } = await signedInCli(dir, chatbot);
  return { folio, signedIn, chatbot };
}

/**
 * A `chatHarness` whose user already has the topic `contratos`, created from `contrato.pdf` in
 * `dir` (the fake chatbot trains it at once).
 */
export async function chatHarnessWithTopic(dir: string) {
  const harness = await chatHarness(dir);
  await writeFile(join(dir, 'contrato.pdf'), '%PDF-contrato');
  const created = await harness.folio([
    'chat',
    'topics',
    'create',
    'contratos',
    join(dir, 'contrato.pdf'),
    '--description',
    'Contratos',
  ]);
  if (created.exitCode !== 0) {
    throw new Error(`the test topic could not be created: ${created.stderr}`);
  }
  return harness;
}
