import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The suggested questions (issue 11) as buttons; choosing one asks it. While they load, a small
 * placeholder; when there are none (or they failed), nothing at all.
 */
export function SuggestedQuestions({
  suggestions,
  isLoading,
  isDisabled,
  onAsk,
}: {
  suggestions: readonly string[];
  isLoading: boolean;
  isDisabled: boolean;
  onAsk: (question: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (isLoading) {
    return (
      <div
        className="chatbot-suggestions"
        role="status"
        aria-label={t('chatbot.suggestions.loading')}
      >
        <Skeleton width="14rem" height="2rem" />
        <Skeleton width="10rem" height="2rem" />
      </div>
    );
  }
  if (suggestions.length === 0) {
    return null;
  }
  return (
    <section className="chatbot-suggestions" aria-labelledby={titleId}>
      <h2 id={titleId} className="chatbot-suggestions-title">
        {t('chatbot.suggestions.title')}
      </h2>
      <ul className="chatbot-suggestion-list">
        {suggestions.map((suggestion) => (
          <li key={suggestion}>
            <Button
              type="button"
              size="small"
              outlined
              className="chatbot-suggestion"
              label={suggestion}
              disabled={isDisabled}
              onClick={() => onAsk(suggestion)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
