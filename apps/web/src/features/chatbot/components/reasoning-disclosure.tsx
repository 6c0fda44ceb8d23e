import { useTranslation } from 'react-i18next';

import { Disclosure } from './disclosure';

/**
 * A reasoning model's thinking (issue 11), above its answer and apart from it: collapsed behind
 * a "Reasoning" button, filled as the `reasoning` events arrive. Plain text: the thinking is
 * never rendered as Markdown.
 */
export function ReasoningDisclosure({ text }: { text: string }) {
  const { t } = useTranslation();
  if (text === '') {
    return null;
  }
  return (
    <Disclosure label={t('chatbot.conversation.reasoning')}>
      <p className="chatbot-reasoning-text">{text}</p>
    </Disclosure>
  );
}
