import { checkTopicName, TOPIC_NAME_MAX_LENGTH, toTopicName, translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError, EXIT_FAILURE } from '../../errors';
import { confirmDeletion, type ConfirmDeletion } from '../files/files.prompts';
import { formatTable, safeText } from '../files/format';

import { deleteTopic, listTopics, requireTopic, type ChatbotKind } from './chatbot-calls';
import { collectLocalFiles } from './chat-files';
import { topicNameMessageKey } from './topic-name-message';
import { runTraining } from './training-run';

/** `folio chat topics ls`: the user's topics with their type, status and counts. */
export async function runTopicsLs(context: SignedInContext): Promise<number> {
  const { output, language } = context;
  const topics = await listTopics(context);
  output.data({ topics });
  if (topics.length === 0) {
    output.info(translate(language, 'chatbot.topics.empty'));
    return 0;
  }
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const lines = formatTable(
    [
      { heading: t('cli.chat.columns.topic') },
      { heading: t('cli.chat.columns.type') },
      { heading: t('cli.chat.columns.status') },
      { heading: t('cli.chat.columns.files'), align: 'right' },
      { heading: t('cli.chat.columns.conversations'), align: 'right' },
      { heading: t('cli.chat.columns.description') },
    ],
    topics.map((topic) => [
      topic.topico,
      t(`chatbot.kinds.${topic.config_chatbot}`),
      t(`chatbot.status.${topic.status}`),
      String(topic.file_count),
      String(topic.conversation_count),
      topic.descripcion.replace(/\s+/g, ' '),
    ]),
  );
  lines.forEach((line) => output.info(line));
  return 0;
}

/** The flags of `folio chat topics create`. */
export type CreateTopicOptions = {
  description?: string;
  type?: ChatbotKind;
  longer?: boolean;
  anonymise?: boolean;
  handwritten?: boolean;
};

/**
 * `folio chat topics create NAME FILE --description TEXT` (SPEC §7 configure chatbot): the name,
 * description and reference file checked by the rules of SPEC §5 before anything is sent, then
 * the topic created and its reference file trained, with the progress bar and the notice.
 */
export async function runTopicsCreate(
  context: SignedInContext,
  name: string,
  referencePath: string,
  options: CreateTopicOptions,
): Promise<number> {
  const problem = checkTopicName(
    name,
    (await listTopics(context)).map((topic) => topic.topico),
  );
  if (problem) {
    throw new CliError(topicNameMessageKey(problem), { max: TOPIC_NAME_MAX_LENGTH });
  }
  const description = options.description?.trim() ?? '';
  if (description === '') {
    throw new CliError('chatbot.validation.descriptionRequired');
  }
  const kind = options.type ?? 'documental';
  const topico = toTopicName(name);
  const files = await collectLocalFiles([referencePath]);
  context.output.info(translate(context.language, 'cli.chat.topics.created', { topic: topico }));
  return runTraining(
    context,
    {
      topico,
      kind,
      files,
      batchSize: 1,
      settings: {
        isNewTopic: true,
        description,
        longer: options.longer === true,
        annonimization: options.anonymise === true,
        mannuscrit: options.handwritten === true,
      },
    },
    async ([file], request) => {
      if (!file) {
        throw new CliError('chatbot.validation.referenceFileRequired');
      }
      const run = await context.folio.chat.training.create(request.topico, file, {
        descripcion: request.settings.description ?? description,
        config_chatbot: request.kind,
        longer: request.settings.longer ?? false,
        annonimization: request.settings.annonimization ?? false,
        mannuscrit: request.settings.mannuscrit ?? false,
      });
      return run.started;
    },
  );
}

/** The flags of `folio chat topics rm`. */
export type RmTopicOptions = { yes?: boolean };

/**
 * `folio chat topics rm NAME [--yes]` (SPEC §7 delete topic): asks first on a terminal; without
 * one `--yes` is required, so a script never deletes by accident.
 */
export async function runTopicsRm(
  context: SignedInContext,
  name: string,
  options: RmTopicOptions,
  ask: ConfirmDeletion = confirmDeletion(),
): Promise<number> {
  const { output, language } = context;
  const topic = await requireTopic(context, toTopicName(name));
  if (options.yes !== true) {
    if (!context.terminal.canPrompt) {
      throw new CliError('cli.chat.topics.needsYes');
    }
    const question = translate(language, 'chatbot.topics.confirmDelete', {
      name: safeText(topic.topico),
    });
    if (!(await ask(question))) {
      output.error(translate(language, 'cli.chat.topics.cancelled'));
      return EXIT_FAILURE;
    }
  }
  await deleteTopic(context, topic.topico);
  output.info(translate(language, 'cli.chat.topics.deleted', { topic: safeText(topic.topico) }));
  output.data({ deleted: topic.topico });
  return 0;
}
