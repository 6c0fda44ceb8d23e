import { toTopicName, trainingEndpoint } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';

import { requireTopic, trainConversational, type ChatbotKind } from './chatbot-calls';
import { collectLocalFiles } from './chat-files';
import { runTraining } from './training-run';

/**
 * Files go to a topic through the route of its kind (SPEC §5); the accounting route comes with
 * the accounting chatbot (a later issue), so until then such a topic is refused here, plainly.
 */
export function requireConversational(kind: ChatbotKind, topico: string): void {
  if (trainingEndpoint(kind) !== 'conversational') {
    throw new CliError('cli.chat.accountingNotYet', { topic: topico });
  }
}

/**
 * `folio chat train TOPIC files...` (SPEC §7 train conversational): the files, checked by the
 * topic's type rules, trained in batches with a progress bar, then the processed and
 * unprocessed notice.
 */
export async function runTrain(
  context: SignedInContext,
  topicName: string,
  paths: readonly string[],
): Promise<number> {
  const topic = await requireTopic(context, toTopicName(topicName));
  requireConversational(topic.config_chatbot, topic.topico);
  const files = await collectLocalFiles(paths);
  const settings = {
    topico: topic.topico,
    config_chatbot: topic.config_chatbot,
    document_type: topic.document_type,
    longer: topic.longer ?? false,
    annonimization: topic.annonimization ?? false,
    mannuscrit: topic.mannuscrit ?? false,
  };
  return runTraining(
    context,
    { topico: topic.topico, kind: topic.config_chatbot, files },
    (batch) => trainConversational(context, settings, batch),
  );
}
