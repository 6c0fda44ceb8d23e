import { trainingNotice, trainingProgress, type Training } from '@folio/core';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';

import { useLanguage } from '../../../lib/i18n';

/**
 * Where a training batch stands (SPEC §4 "in progress (the user waits), then success or
 * failure"): a bar with files and pages done while it runs, then the batch's notice listing
 * 'Procesados' and 'No procesados' with each reason. Announced politely to screen readers.
 */
export function TrainingStatus({
  training,
  isUploading,
}: {
  training: Training | null;
  isUploading: boolean;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  if (isUploading || training === null) {
    return (
      <div className="chatbot-training" role="status">
        <ProgressBar mode="indeterminate" aria-label={t('chatbot.training.uploading')} />
        <span>{t('chatbot.training.uploading')}</span>
      </div>
    );
  }
  const isRunning = training.status === 'queued' || training.status === 'running';
  if (isRunning) {
    return (
      <div className="chatbot-training" role="status">
        <ProgressBar
          value={Math.round(trainingProgress(training) * 100)}
          aria-label={t('chatbot.training.title')}
        />
        <span>
          {t('chatbot.training.running')}{' '}
          {t('chatbot.training.progress', {
            done: training.files_done,
            total: training.files_total,
          })}{' '}
          · {t('chatbot.training.pages', { count: training.pages_done })}
        </span>
        {training.current_file ? (
          <span>{t('chatbot.training.currentFile', { name: training.current_file })}</span>
        ) : null}
      </div>
    );
  }
  const notice = trainingNotice(training, language);
  return (
    <div className={`chatbot-training chatbot-training--${notice.severity}`} role="status">
      <strong>
        {training.status === 'succeeded'
          ? t('chatbot.training.succeeded')
          : t('chatbot.training.failed')}
      </strong>
      {notice.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </div>
  );
}
