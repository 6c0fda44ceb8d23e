import { formatSize } from '@folio/core';
import { useTranslation } from 'react-i18next';

import { paths } from '../../../app/paths';
import type { Dashboard } from '@folio/sdk';
import { useNumberFormat } from '../use-number-format';
import { FigureCard } from './figure-card';

/** Verified by anyone: a person, or the engine when every check passed (SPEC §4). */
const verifiedOf = (states: Dashboard['states']) =>
  states.verified + states.manually_verified + states.auto_verified;

/**
 * The figures of a period (issue 13), each from the real data and each linking to its screen:
 * documents and pages, the balance, extraction states, the accuracy of the user's verifications,
 * runs, files, the chatbot and the utilities.
 */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { count, percent } = useNumberFormat();
  const { documents, pages, states, accuracy, runs, files, chatbot, utilities } = dashboard;
  const [mostUsed] = utilities.by_tool;
  const active = runs.by_status.queued + runs.by_status.running;
  return (
    <div className="dashboard-figures">
      <FigureCard
        icon="pi-file-check"
        title={t('dashboard.documents.title')}
        value={count(documents.processed)}
        to={paths.extractorLastConfigs}
        linkText={t('dashboard.documents.link')}
      >
        <p className="dashboard-card__detail">
          {t('dashboard.documents.detail', {
            pages: count(pages.extraction),
            failed: count(documents.failed),
            inProgress: count(documents.in_progress),
          })}
        </p>
      </FigureCard>
      <FigureCard
        icon="pi-wallet"
        title={t('dashboard.balance.title')}
        value={count(pages.balance)}
        to={paths.profile}
        linkText={t('dashboard.balance.link')}
      >
        <p className="dashboard-card__detail">
          {t('dashboard.balance.detail', {
            extraction: count(pages.extraction),
            chatbot: count(pages.chatbot),
          })}
        </p>
      </FigureCard>
      <FigureCard
        icon="pi-check-square"
        title={t('dashboard.states.title')}
        value={count(documents.processed)}
        to={paths.extractorLastConfigs}
        linkText={t('dashboard.states.link')}
      >
        <dl className="dashboard-card__states">
          <div className="dashboard-state dashboard-state--verified">
            <dt>{t('dashboard.states.verified')}</dt>
            <dd>{count(verifiedOf(states))}</dd>
          </div>
          <div className="dashboard-state dashboard-state--requires">
            <dt>{t('dashboard.states.requiresVerification')}</dt>
            <dd>{count(states.requires_verification)}</dd>
          </div>
          <div className="dashboard-state dashboard-state--missing">
            <dt>{t('dashboard.states.missingRows')}</dt>
            <dd>{count(states.missing_rows)}</dd>
          </div>
          <div className="dashboard-state">
            <dt>{t('dashboard.states.notVerified')}</dt>
            <dd>{count(states.not_verified)}</dd>
          </div>
        </dl>
      </FigureCard>
      <FigureCard
        icon="pi-bullseye"
        title={t('dashboard.accuracy.title')}
        value={accuracy.rate === null ? '—' : percent(accuracy.rate)}
        to={paths.extractorLastConfigs}
        linkText={t('dashboard.accuracy.link')}
      >
        <p className="dashboard-card__detail">
          {accuracy.rate === null
            ? t('dashboard.accuracy.none')
            : t('dashboard.accuracy.detail', {
                count: accuracy.verified_documents,
                corrected: count(accuracy.corrected_fields),
                fields: count(accuracy.checked_fields),
              })}
        </p>
      </FigureCard>
      <FigureCard
        icon="pi-play"
        title={t('dashboard.runs.title')}
        value={count(runs.started)}
        to={paths.extractor}
        linkText={t('dashboard.runs.link')}
      >
        <p className="dashboard-card__detail">
          {t('dashboard.runs.detail', {
            succeeded: count(runs.by_status.succeeded),
            failed: count(runs.by_status.failed),
            active: count(active),
          })}
        </p>
      </FigureCard>
      <FigureCard
        icon="pi-folder"
        title={t('dashboard.files.title')}
        value={count(files.stored)}
        to={paths.files}
        linkText={t('dashboard.files.link')}
      >
        <p className="dashboard-card__detail">
          {t('dashboard.files.used', { size: formatSize(files.bytes) })}
        </p>
        <p className="dashboard-card__detail">
          {t('dashboard.files.detail', {
            count: files.uploaded,
            size: formatSize(files.uploaded_bytes),
          })}
        </p>
      </FigureCard>
      <FigureCard
        icon="pi-comments"
        title={t('dashboard.chatbot.title')}
        value={count(chatbot.topics)}
        to={paths.chatbot}
        linkText={t('dashboard.chatbot.link')}
      >
        <p className="dashboard-card__detail">
          {t('dashboard.chatbot.detail', {
            conversations: count(chatbot.conversations_started),
            questions: count(chatbot.questions),
            total: count(chatbot.conversations),
          })}
        </p>
      </FigureCard>
      <FigureCard
        icon="pi-wrench"
        title={t('dashboard.utilities.title')}
        value={count(utilities.uses)}
        to={paths.utils}
        linkText={t('dashboard.utilities.link')}
      >
        <p className="dashboard-card__detail">
          {t('dashboard.utilities.detail', {
            files: count(utilities.files),
            pages: count(utilities.pages),
          })}
        </p>
        {mostUsed && (
          <p className="dashboard-card__detail">
            {t('dashboard.utilities.mostUsed', {
              tool: t(`dashboard.utilities.tools.${mostUsed.tool}`),
              uses: count(mostUsed.uses),
            })}
          </p>
        )}
      </FigureCard>
    </div>
  );
}
