import { Button } from 'primereact/button';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';

import type { Dashboard, DashboardPeriodName } from '@folio/sdk';
import { isCurrentOrLater, PERIODS, periodLabel } from '../dashboard-period';

/**
 * The period filter (SPEC §1: today, week, month, year) as a named group of toggle buttons, and
 * the period on screen with the one before and after. The range is a polite live region, so a
 * screen reader hears which period the figures now are for.
 */
export function PeriodFilter({
  period,
  shown,
  onChoose,
  onShift,
}: {
  period: DashboardPeriodName;
  /** The period the figures on screen are for; null until they have loaded. */
  shown: Dashboard['period'] | null;
  onChoose: (period: DashboardPeriodName) => void;
  onShift: (by: -1 | 1) => void;
}) {
  const { t, i18n } = useTranslation();
  const options = PERIODS.map((value) => ({ value, label: t(`dashboard.period.${value}`) }));
  return (
    <div className="dashboard-period">
      <SelectButton
        aria-label={t('dashboard.period.label')}
        value={period}
        options={options}
        allowEmpty={false}
        onChange={(event) => {
          if (PERIODS.includes(event.value as DashboardPeriodName)) {
            onChoose(event.value as DashboardPeriodName);
          }
        }}
      />
      <div className="dashboard-period__range">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          text
          rounded
          aria-label={t(`dashboard.period.previous.${period}`)}
          disabled={shown === null}
          onClick={() => onShift(-1)}
        />
        <p className="dashboard-period__label" aria-live="polite">
          {shown === null ? '' : periodLabel(shown, i18n.language)}
        </p>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          text
          rounded
          aria-label={t(`dashboard.period.next.${period}`)}
          disabled={shown === null || isCurrentOrLater(shown)}
          onClick={() => onShift(1)}
        />
      </div>
    </div>
  );
}
