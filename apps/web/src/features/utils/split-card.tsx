import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FileUtilityCard } from './file-utility-card';
import { isValidPageRanges, normalisePageRanges } from './page-ranges';
import { RangesField } from './ranges-field';
import type { RunUtility } from './use-run-utility';
import { useChosenFiles } from './use-chosen-files';
import { PDF_FILES } from './utility-files';

/** Split a PDF (SPEC §7): one PDF per page, or per range of `1-3,5,8-`, in `archivos.zip`. */
export function SplitCard({ run }: { run: RunUtility }) {
  const { t } = useTranslation();
  const chosen = useChosenFiles(false);
  const [ranges, setRanges] = useState('');
  const ranged = normalisePageRanges(ranges);
  return (
    <FileUtilityCard
      utility="split"
      icon="pi-th-large"
      accept={PDF_FILES}
      run={run}
      chosen={chosen}
      fields={ranged ? { ranges: ranged } : {}}
      isValid={isValidPageRanges(ranges)}
    >
      <RangesField
        label={t('utils.split.ranges')}
        help={t('utils.split.rangesHelp')}
        invalid={t('utils.split.rangesInvalid')}
        value={ranges}
        disabled={chosen.running}
        onChange={setRanges}
      />
    </FileUtilityCard>
  );
}
