import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { formatTableValue, type AnswerTable } from '../table-values';

/**
 * An answer's result drawn as the server suggests (issue 12): bars for a breakdown, a line for a
 * series, the label column along the axis and the value column up it. The canvas is named by
 * what it draws; the table beside it holds the same numbers for whoever cannot see it.
 */
export function AnswerChart({
  table,
  chart,
}: {
  table: AnswerTable;
  chart: NonNullable<AnswerTable['chart']>;
}) {
  const { t, i18n } = useTranslation();
  const label = table.columns[chart.label_column] ?? '';
  const value = table.columns[chart.value_column] ?? '';
  const data = useMemo(
    () => ({
      labels: table.rows.map((row) =>
        formatTableValue(row[chart.label_column] ?? null, i18n.language),
      ),
      datasets: [
        {
          label: value,
          data: table.rows.map((row) => Number(row[chart.value_column] ?? 0)),
        },
      ],
    }),
    [table.rows, chart.label_column, chart.value_column, value, i18n.language],
  );
  const options = useMemo(
    () => ({ maintainAspectRatio: false, plugins: { legend: { display: false } } }),
    [],
  );
  return (
    <Chart
      className="chatbot-answer-chart"
      type={chart.kind}
      data={data}
      options={options}
      ariaLabel={t('chatbot.answerTable.chart', { value, label })}
    />
  );
}
