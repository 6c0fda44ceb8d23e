import { answerNoticeKey, type AnswerNotice } from '@folio/core';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

/**
 * What the user should know about how an answer was made (issue 11): the built-in engine
 * answered for a model without a key, no web search is configured, the mission needs a model,
 * or personal data was masked, with a button that shows what was.
 */
export function AnswerNotices({
  notices,
  model,
  onShowMasked,
}: {
  notices: readonly AnswerNotice[];
  /** The model the question asked for, named by `model-unavailable`. */
  model: string | null;
  onShowMasked: () => void;
}) {
  const { t } = useTranslation();
  if (notices.length === 0) {
    return null;
  }
  return (
    <ul className="chatbot-answer-notices" aria-label={t('chatbot.answerNotices.title')}>
      {notices.map((notice) => (
        <li key={notice}>
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>{t(answerNoticeKey(notice), { model: model ?? '' })}</span>
          {notice === 'anonymised' ? (
            <Button
              type="button"
              link
              size="small"
              label={t('chatbot.answerNotices.showMasked')}
              onClick={onShowMasked}
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
