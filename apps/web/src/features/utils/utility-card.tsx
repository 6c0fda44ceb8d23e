import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type UtilityCardProps = {
  icon: string;
  title: string;
  description: string;
  children?: ReactNode;
  /** The run button. */
  run: { label: string; disabled: boolean; running: boolean; onRun: () => void };
};

/** One utility of the Utils screen: a titled region with its files, options and run button. */
export function UtilityCard({ icon, title, description, children, run }: UtilityCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="utils-card p-card p-component" aria-labelledby={titleId}>
      <div className="utils-card-body">
        <h2 id={titleId} className="utils-card-title">
          <i className={`pi ${icon}`} aria-hidden="true" /> {title}
        </h2>
        <p className="utils-card-description">{description}</p>
        {children}
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
      </div>
    </section>
  );
}
