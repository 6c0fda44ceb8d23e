import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type UtilityCardProps = {
  icon: string;
  title: string;
  description: string;
  children?: ReactNode;
  /** The run button; absent on a "coming soon" card. */
  run?: { label: string; disabled: boolean; running: boolean; onRun: () => void };
};

/** One utility of the Utils screen: a titled region with its files, options and run button. */
export function UtilityCard({ icon, title, description, children, run }: UtilityCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section
      className={`utils-card p-card p-component${run ? '' : ' utils-card-soon'}`}
      aria-labelledby={titleId}
    >
      <div className="utils-card-body">
        <h2 id={titleId} className="utils-card-title">
          <i className={`pi ${icon}`} aria-hidden="true" /> {title}
        </h2>
        {run ? null : <span className="utils-soon-tag">{t('utils.comingSoon')}</span>}
        <p className="utils-card-description">{description}</p>
        {children}
        {run ? (
          <>
            {run.running ? (
              <ProgressBar
                mode="indeterminate"
                className="utils-progress"
                aria-label={t('utils.running')}
              />
            ) : null}
            <Button
              type="button"
              label={run.running ? t('utils.running') : run.label}
              icon={run.running ? 'pi pi-spin pi-spinner' : 'pi pi-play'}
              disabled={run.disabled || run.running}
              onClick={run.onRun}
            />
          </>
        ) : (
          <Button type="button" label={t('utils.comingSoon')} disabled outlined />
        )}
      </div>
    </section>
  );
}
