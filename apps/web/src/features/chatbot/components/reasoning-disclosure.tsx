import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A reasoning model's thinking (issue 11), above its answer and apart from it: collapsed behind
 * a "Reasoning" button (a disclosure: `aria-expanded` says whether it is open), filled as the
 * `reasoning` events arrive. Plain text: the thinking is never rendered as Markdown.
 */
export function ReasoningDisclosure({ text }: { text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  if (text === '') {
    return null;
  }
  return (
    <div className="chatbot-reasoning">
      <button
        type="button"
        className="chatbot-reasoning-toggle"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        <i className={isOpen ? 'pi pi-chevron-down' : 'pi pi-chevron-right'} aria-hidden="true" />
        {t('chatbot.conversation.reasoning')}
      </button>
      <p id={id} className="chatbot-reasoning-text" hidden={!isOpen}>
        {text}
      </p>
    </div>
  );
}
