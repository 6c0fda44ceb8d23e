import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FileList } from './file-list';
import { FilePicker } from './file-picker';
import { isValidPageRanges, normalisePageRanges } from './page-ranges';
import type { RunUtility } from './use-run-utility';
import { useChosenFiles } from './use-chosen-files';
import { UtilityCard } from './utility-card';
import { PDF_FILES } from './utility-files';

/** Split a PDF (SPEC §7): one PDF per page, or per range of `1-3,5,8-`, in `archivos.zip`. */
export function SplitCard({ run }: { run: RunUtility }) {
  const { t } = useTranslation();
  const chosen = useChosenFiles(false);
  const [ranges, setRanges] = useState('');
  const inputId = useId();
  const valid = isValidPageRanges(ranges);
  const title = t('utils.split.title');
  const ranged = normalisePageRanges(ranges);
  return (
    <UtilityCard
      icon="pi-th-large"
      title={title}
      description={t('utils.split.description')}
      run={{
        label: t('utils.split.run'),
        disabled: chosen.files.length !== 1 || !valid,
        running: chosen.running,
        onRun: () =>
          void chosen.runWith((files) => run('split', files, ranged ? { ranges: ranged } : {})),
      }}
    >
      <FilePicker
        label={title}
        accept={PDF_FILES}
        multiple={false}
        disabled={chosen.running}
        onFiles={chosen.add}
      />
      <FileList
        label={title}
        files={chosen.files}
        disabled={chosen.running}
        onRemove={chosen.remove}
      />
      <div className="utils-field">
        <label htmlFor={inputId}>{t('utils.split.ranges')}</label>
        <InputText
          id={inputId}
          value={ranges}
          placeholder="1-3,5,8-"
          invalid={!valid}
          aria-invalid={!valid}
          aria-describedby={`${inputId}-help`}
          disabled={chosen.running}
          onChange={(event) => setRanges(event.target.value)}
        />
        <small id={`${inputId}-help`} className={valid ? undefined : 'p-error'}>
          {valid ? t('utils.split.rangesHelp') : t('utils.split.rangesInvalid')}
        </small>
      </div>
    </UtilityCard>
  );
}
