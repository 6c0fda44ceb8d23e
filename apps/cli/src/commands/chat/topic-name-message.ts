import {
  TOPIC_NAME_MAX_LENGTH,
  translate,
  type Language,
  type TopicNameProblem,
} from '@folio/core';

const MESSAGE_KEYS = {
  required: 'chatbot.validation.nameRequired',
  lettersAndDigits: 'chatbot.validation.nameLettersAndDigits',
  tooLong: 'chatbot.validation.nameTooLong',
  exists: 'errors.topicNameExists',
} as const;

/** The key of what is wrong with a topic name (SPEC §5), for a CliError or a prompt. */
export function topicNameMessageKey(problem: TopicNameProblem) {
  return MESSAGE_KEYS[problem];
}

/** What is wrong with a topic name, in words; the bound of `tooLong` filled in. */
export function topicNameMessage(problem: TopicNameProblem, language: Language): string {
  return translate(language, MESSAGE_KEYS[problem], { max: TOPIC_NAME_MAX_LENGTH });
}
