import { isBlank } from '../validation/messages';
import type { UploadLimits, UploadSource } from '../upload/upload-limits';

import { checkChatFiles } from './chat-files';
import { refusalMessage } from './training-files';
import { TOPIC_NAME_MAX_LENGTH, checkTopicName, type TopicNameProblem } from './topic-name';
import type { ChatbotKind, FieldMessage } from './types';

/** What the new-topic form holds (SPEC §3 Topic): the flags need no check. */
export type TopicFormValues = {
  name: string;
  description: string;
  kind: ChatbotKind;
  referenceFile: UploadSource | null;
};

/** The fields a new topic's checks can refuse. */
export type TopicFormField = 'name' | 'description' | 'referenceFile';

/** A form's problems by field, only for the fields that fail; `{}` when it can be sent. */
export type TopicFormErrors = Partial<Record<TopicFormField, FieldMessage>>;

const NAME_MESSAGES: Record<TopicNameProblem, FieldMessage> = {
  required: { key: 'chatbot.validation.nameRequired' },
  lettersAndDigits: { key: 'chatbot.validation.nameLettersAndDigits' },
  tooLong: { key: 'chatbot.validation.nameTooLong', params: { max: TOPIC_NAME_MAX_LENGTH } },
  exists: { key: 'errors.topicNameExists' },
};

/**
 * What is wrong with a topic name (SPEC §5: required, letters and digits only, unique among
 * `takenNames`) as a field message, or undefined when it can be used.
 */
export function topicNameMessage(
  name: string,
  takenNames: readonly string[] = [],
): FieldMessage | undefined {
  const problem = checkTopicName(name, takenNames);
  return problem ? NAME_MESSAGES[problem] : undefined;
}

/**
 * Checks a new topic before configureChatbot is called (SPEC §5): the name (required, letters
 * and digits only, unique among `takenNames`), the description ("required when creating a
 * chatbot"), and the reference file ("required for a new topic"), of a type the chatbot's kind
 * takes (SPEC §1; Excel refused in a conversational topic with the catalogue's message) and
 * within the upload size when `limits` are known.
 */
export function checkTopicForm(
  values: TopicFormValues,
  {
    takenNames = [],
    limits = null,
  }: { takenNames?: readonly string[]; limits?: UploadLimits | null } = {},
): TopicFormErrors {
  const errors: TopicFormErrors = {};
  const nameMessage = topicNameMessage(values.name, takenNames);
  if (nameMessage) {
    errors.name = nameMessage;
  }
  if (isBlank(values.description)) {
    errors.description = { key: 'chatbot.validation.descriptionRequired' };
  }
  if (values.referenceFile === null) {
    errors.referenceFile = { key: 'chatbot.validation.referenceFileRequired' };
  } else {
    const refusal = checkChatFiles([values.referenceFile], {
      kind: values.kind,
      purpose: 'training',
      limits,
    });
    if (refusal) {
      errors.referenceFile = refusalMessage(refusal);
    }
  }
  return errors;
}
