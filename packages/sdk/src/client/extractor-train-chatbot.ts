import { expectData } from '../clients';

import { runCall, type CallOptions, type ClientContext } from './call';

/**
 * Asks to train a chatbot topic (created when new) with a configuration's results: all of them,
 * or the documents named. The request is stored and a job hands the documents' PDFs to the
 * chatbot; answers the request's id (`chat.topics.trained(topic)` tells when it is trained).
 */
export async function trainChatbotFromResults(
  context: ClientContext,
  configName: string,
  topic: string,
  options: CallOptions & { documentIds?: readonly string[] } = {},
): Promise<string> {
  const documentIds = options.documentIds ?? [];
  const answer = await runCall(context, options, (signal) =>
    expectData(
      context.clients.middleware.POST('/extractor/train-chatbot', {
        body: {
          ...context.user(),
          config_name: configName,
          topico: topic,
          ...(documentIds.length > 0 ? { document_ids: [...documentIds] } : {}),
        },
        signal,
      }),
    ),
  );
  return answer.id;
}
