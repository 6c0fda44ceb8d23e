import { Option, type Command } from 'commander';

import { translate, type MessageKey } from '@folio/core';

import type { Sink } from '../../output';
import type { SignedInWiring } from '../signed-in-wiring';

import { runAsk, type AskOptions } from './ask';
import { runChatSession } from './chat-session';
import { runConversations, runHistory } from './history';
import { runSuggest, type SuggestOptions } from './suggest';
import { runTables, type TablesOptions } from './tables';
import {
  runTopicsCreate,
  runTopicsLs,
  runTopicsRm,
  type CreateTopicOptions,
  type RmTopicOptions,
} from './topics';
import { runTrain } from './train';

/** What the program lends the `chat` commands: the signed-in wiring and where answers stream. */
export type ChatWiring = SignedInWiring & {
  /** Where an answer is written piece by piece as it streams (the Output writes whole lines). */
  stdout: Sink;
};

const KINDS = ['documental', 'estructurado'];

/**
 * `folio chat` (issue 10, SPEC §7 "Chatbot"): alone, the interactive session; `topics
 * ls|create|rm`, `train`, `ask`, `suggest`, `tables` (issue 12), `conversations` and `history`
 * for scripts.
 */
export function addChatCommands(
  chat: Command,
  { language, signedIn, stdout }: ChatWiring,
): Command {
  const t = (key: MessageKey) => translate(language, key);
  const sub = (parent: Command, name: string, description: MessageKey) =>
    parent
      .command(name)
      .description(t(description))
      .helpOption('-h, --help', t('cli.options.help'));

  chat.action(signedIn<[], object>((c) => runChatSession(c, stdout)));

  const topics = sub(chat, 'topics', 'cli.chat.topics.description');
  sub(topics, 'ls', 'cli.chat.topics.lsDescription').action(
    signedIn<[], object>((c) => runTopicsLs(c)),
  );
  sub(topics, 'create', 'cli.chat.topics.createDescription')
    .argument('<name>', t('cli.chat.topics.nameArgument'))
    .argument('<file>', t('cli.chat.topics.fileArgument'))
    .option('--description <text>', t('cli.chat.topics.descriptionOption'))
    .addOption(new Option('--type <type>', t('cli.chat.topics.typeOption')).choices(KINDS))
    .option('--longer', t('cli.chat.topics.longerOption'))
    .option('--anonymise', t('cli.chat.topics.anonymiseOption'))
    .option('--handwritten', t('cli.chat.topics.handwrittenOption'))
    .action(
      signedIn<[string, string], CreateTopicOptions>((c, [name, file], o) =>
        runTopicsCreate(c, name, file, o),
      ),
    );
  sub(topics, 'rm', 'cli.chat.topics.rmDescription')
    .argument('<name>', t('cli.chat.topics.nameArgument'))
    .option('-y, --yes', t('cli.chat.topics.yesOption'))
    .action(signedIn<[string], RmTopicOptions>((c, [name], o) => runTopicsRm(c, name, o)));

  sub(chat, 'train', 'cli.chat.train.description')
    .argument('<topic>', t('cli.chat.topicArgument'))
    .argument('<files...>', t('cli.chat.train.filesArgument'))
    .action(signedIn<[string, string[]], object>((c, [topic, files]) => runTrain(c, topic, files)));
  sub(chat, 'ask', 'cli.chat.ask.description')
    .argument('<topic>', t('cli.chat.topicArgument'))
    .argument('<question>', t('cli.chat.ask.questionArgument'))
    .option('--conversation <id>', t('cli.chat.ask.conversationOption'))
    .option('--files <paths...>', t('cli.chat.ask.filesOption'))
    .option('--model <id>', t('cli.chat.ask.modelOption'))
    .option('--tone <id>', t('cli.chat.ask.toneOption'))
    .option('--personality <id>', t('cli.chat.ask.personalityOption'))
    .option('--mission <id>', t('cli.chat.ask.missionOption'))
    .action(
      signedIn<[string, string], AskOptions>((c, [topic, question], o) =>
        runAsk(c, stdout, topic, question, o),
      ),
    );
  sub(chat, 'suggest', 'cli.chat.suggest.description')
    .argument('<topic>', t('cli.chat.topicArgument'))
    .option('--model <id>', t('cli.chat.suggest.modelOption'))
    .option('--conversation <id>', t('cli.chat.suggest.conversationOption'))
    .action(signedIn<[string], SuggestOptions>((c, [topic], o) => runSuggest(c, topic, o)));
  sub(chat, 'tables', 'cli.chat.tables.description')
    .argument('<topic>', t('cli.chat.topicArgument'))
    .option('--rows <n>', t('cli.chat.tables.rowsOption'))
    .action(signedIn<[string], TablesOptions>((c, [topic], o) => runTables(c, topic, o)));
  sub(chat, 'conversations', 'cli.chat.conversations.description')
    .argument('<topic>', t('cli.chat.topicArgument'))
    .action(signedIn<[string], object>((c, [topic]) => runConversations(c, topic)));
  sub(chat, 'history', 'cli.chat.history.description')
    .argument('<topic>', t('cli.chat.topicArgument'))
    .argument('<conversation>', t('cli.chat.history.conversationArgument'))
    .action(
      signedIn<[string, string], object>((c, [topic, conversation]) =>
        runHistory(c, topic, conversation),
      ),
    );
  return chat;
}
