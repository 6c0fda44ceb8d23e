import { useTranslation } from 'react-i18next';

import type { Dashboard } from '@folio/sdk';
import { stepLabel } from '../dashboard-period';
import { useNumberFormat } from '../use-number-format';

/**
 * The chart's numbers as a table, visually hidden: the chart's text alternative, read by screen
 * readers step by step (WCAG 1.1.1).
 */
export function ActivityTable({ dashboard, caption }: { dashboard: Dashboard; caption: string }) {
  const { t, i18n } = useTranslation();
  const { count } = useNumberFormat();
  const columns = [
    ['verified', 'dashboard.chart.verified'],
    ['requires_verification', 'dashboard.chart.requiresVerification'],
    ['missing_rows', 'dashboard.chart.missingRows'],
    ['not_verified', 'dashboard.chart.notVerified'],
    ['failed', 'dashboard.chart.failed'],
    ['pages', 'dashboard.chart.pages'],
    ['questions', 'dashboard.chart.questions'],
    ['utility_uses', 'dashboard.chart.utilityUses'],
  ] as const;
  return (
    <table className="folio-visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.chart.when')}</th>
          {columns.map(([field, key]) => (
            <th key={field} scope="col">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dashboard.series.map((step) => (
          <tr key={step.start}>
            <th scope="row">
              {stepLabel(step.start, dashboard.period.bucket, i18n.language, 'long')}
            </th>
            {columns.map(([field]) => (
              <td key={field}>{count(step[field])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
