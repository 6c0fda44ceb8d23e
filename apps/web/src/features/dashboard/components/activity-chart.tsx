import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import type { Dashboard } from '@folio/sdk';
import { stepLabel } from '../dashboard-period';
import { ActivityTable } from './activity-table';

/** A colour of the design tokens (theme/tokens.css), read when the chart is drawn. */
function tokenColor(name: string, fallback: string): string {
  if (typeof document === 'undefined') {
    return fallback;
  }
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** True when the user's system asks for less motion. */
const prefersReducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The period's series as a chart (issue 13: documents per step and their states over time, with
 * the questions asked and the utilities used as lines, the second dashed so that colour is not
 * the only difference), and the same numbers as a table for whoever cannot see it. The
 * canvas is named by what it draws; the table is visually hidden and read by screen readers.
 */
export function ActivityChart({ dashboard, title }: { dashboard: Dashboard; title: string }) {
  const { t, i18n } = useTranslation();
  const { series, period } = dashboard;
  const description = t('dashboard.chart.description', {
    step: t(`dashboard.chart.steps.${period.bucket}`),
    period: title,
  });
  const data = useMemo(() => {
    const bars = (label: string, color: string, values: number[]) => ({
      type: 'bar' as const,
      label,
      data: values,
      backgroundColor: color,
      stack: 'documents',
      yAxisID: 'y',
    });
    return {
      labels: series.map((step) => stepLabel(step.start, period.bucket, i18n.language)),
      datasets: [
        {
          type: 'line' as const,
          label: t('dashboard.chart.questions'),
          data: series.map((step) => step.questions),
          borderColor: tokenColor('--primary-color', '#2563eb'),
          backgroundColor: tokenColor('--primary-color', '#2563eb'),
          pointRadius: 2,
          tension: 0.25,
          yAxisID: 'y',
        },
        {
          type: 'line' as const,
          label: t('dashboard.chart.utilityUses'),
          data: series.map((step) => step.utility_uses),
          borderColor: tokenColor('--folio-info', '#0369a1'),
          backgroundColor: tokenColor('--folio-info', '#0369a1'),
          borderDash: [6, 3],
          pointRadius: 2,
          tension: 0.25,
          yAxisID: 'y',
        },
        bars(
          t('dashboard.chart.verified'),
          tokenColor('--folio-success', '#15803d'),
          series.map((step) => step.verified),
        ),
        bars(
          t('dashboard.chart.requiresVerification'),
          tokenColor('--folio-warning', '#c2410c'),
          series.map((step) => step.requires_verification),
        ),
        bars(
          t('dashboard.chart.missingRows'),
          tokenColor('--folio-danger', '#b91c1c'),
          series.map((step) => step.missing_rows),
        ),
        bars(
          t('dashboard.chart.notVerified'),
          tokenColor('--text-color-secondary', '#4b5563'),
          series.map((step) => step.not_verified),
        ),
        bars(
          t('dashboard.chart.failed'),
          '#7f1d1d',
          series.map((step) => step.failed),
        ),
      ],
    };
  }, [series, period.bucket, i18n.language, t]);
  const options = useMemo(
    () => ({
      maintainAspectRatio: false,
      // No motion for whoever asked their system for less (WCAG 2.3.3).
      ...(prefersReducedMotion() ? { animation: false as const } : {}),
      interaction: { mode: 'index' as const, intersect: false },
      plugins: { legend: { position: 'bottom' as const } },
      scales: {
        x: { stacked: true, ticks: { autoSkip: true, maxRotation: 0 } },
        y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } },
      },
    }),
    [],
  );
  return (
    <section className="dashboard-activity" aria-labelledby="dashboard-activity-title">
      <h2 id="dashboard-activity-title" className="dashboard-section__title">
        {t('dashboard.chart.title')}
      </h2>
      <Chart
        className="dashboard-activity__chart"
        type="bar"
        data={data}
        options={options}
        ariaLabel={description}
      />
      <ActivityTable dashboard={dashboard} caption={description} />
    </section>
  );
}
