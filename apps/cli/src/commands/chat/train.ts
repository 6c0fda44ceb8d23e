import { toTopicName } from '@folio/core';

import type { SignedInContext } from '../../context';

import { requireTopic } from './chatbot-calls';
import { collectLocalFiles } from './chat-files';
import { runTraining } from './training-run';

/**
 * `folio chat train TOPIC files...` (SPEC §7 train conversational, train accounting): the files,
 * checked by the topic's type rules, sent through the route of its kind (SPEC §5), trained in
 * batches with a progress bar, then the processed and unprocessed notice.
 */
export async function runTrain(
  context: SignedInContext,
  topicName: string,
  paths: readonly string[],
): Promise<number> {
  const topic = await requireTopic(context, toTopicName(topicName));
  const files = await collectLocalFiles(paths);
  const settings = {
    config_chatbot: topic.config_chatbot,
    document_type: topic.document_type,
    longer: topic.longer ?? false,
    annonimization: topic.annonimization ?? false,
    mannuscrit: topic.mannuscrit ?? false,
  };
  return runTraining(
    context,
    { topico: topic.topico, kind: topic.config_chatbot, files },
    // The SDK picks the route of the topic's kind (SPEC §5).
    async (batch) => (await context.folio.chat.training.add(topic.topico, batch, settings)).started,
  );
}
