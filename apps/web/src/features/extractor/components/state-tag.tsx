import { stateMessageKey, stateTone, type ExtractionState } from '@folio/core';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY = { success: 'success', warning: 'warning', info: 'info' } as const;

/** A document's extraction state (SPEC §4) as a coloured label. */
export function StateTag({ state }: { state: ExtractionState }) {
  const { t } = useTranslation();
  return (
    <Tag
      className="extractor-state"
      severity={SEVERITY[stateTone(state)]}
      value={t(stateMessageKey(state))}
    />
  );
}
