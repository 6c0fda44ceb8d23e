import { EXTRACTION_STATES, stateMessageKey, type ExtractionState } from '@folio/core';
import { Dropdown } from 'primereact/dropdown';
import { SelectButton } from 'primereact/selectbutton';
import { useTranslation } from 'react-i18next';

import { PAGE_SIZES } from './use-results';

/** How a document opens for editing: under its row (table view) or in a modal (modal view). */
export type ResultsView = 'table' | 'modal';

const ALL_STATES = 'all';

/** The results' filter by state (SPEC §4), items per page, and the table or modal view. */
export function ResultsToolbar({
  state,
  limit,
  view,
  onState,
  onLimit,
  onView,
}: {
  state: ExtractionState | null;
  limit: number;
  view: ResultsView;
  onState: (state: ExtractionState | null) => void;
  onLimit: (limit: number) => void;
  onView: (view: ResultsView) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="extractor-toolbar">
      <span className="extractor-field extractor-field-inline">
        <label htmlFor="extractor-state-filter">{t('extractor.results.filter')}</label>
        <Dropdown
          inputId="extractor-state-filter"
          value={state ?? ALL_STATES}
          options={[
            { value: ALL_STATES, label: t('extractor.results.allStates') },
            ...EXTRACTION_STATES.map((entry) => ({
              value: entry,
              label: t(stateMessageKey(entry)),
            })),
          ]}
          onChange={(event) =>
            onState(event.value === ALL_STATES ? null : (event.value as ExtractionState))
          }
        />
      </span>
      <span className="extractor-field extractor-field-inline">
        <label htmlFor="extractor-page-size">{t('extractor.results.perPage')}</label>
        <Dropdown
          inputId="extractor-page-size"
          value={limit}
          options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
          onChange={(event) => onLimit(event.value as number)}
        />
      </span>
      <SelectButton
        value={view}
        allowEmpty={false}
        aria-label={t('extractor.results.view')}
        options={[
          { value: 'table', label: t('extractor.results.tableView') },
          { value: 'modal', label: t('extractor.results.modalView') },
        ]}
        onChange={(event) => onView(event.value as ResultsView)}
      />
    </div>
  );
}
