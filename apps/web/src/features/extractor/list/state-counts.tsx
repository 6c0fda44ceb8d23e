import { EXTRACTION_STATES, stateMessageKey, stateTone } from '@folio/core';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY = { success: 'success', warning: 'warning', info: 'info' } as const;

/** How many documents of a configuration are in each state (SPEC §4), states without any left out. */
export function StateCounts({ states }: { states: Record<string, number> }) {
  const { t } = useTranslation();
  const shown = EXTRACTION_STATES.filter((state) => (states[state] ?? 0) > 0);
  if (shown.length === 0) {
    return <span className="extractor-muted">{t('extractor.lastConfigs.noDocuments')}</span>;
  }
  return (
    <ul className="extractor-state-counts">
      {shown.map((state) => (
        <li key={state}>
          <Tag
            severity={SEVERITY[stateTone(state)]}
            value={`${t(stateMessageKey(state))}: ${states[state] ?? 0}`}
          />
        </li>
      ))}
    </ul>
  );
}
