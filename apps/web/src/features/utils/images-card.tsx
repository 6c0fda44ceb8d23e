import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FileList } from './file-list';
import { FilePicker } from './file-picker';
import type { RunUtility } from './use-run-utility';
import { useChosenFiles } from './use-chosen-files';
import { UtilityCard } from './utility-card';
import { IMAGE_FILES } from './utility-files';

type PageSize = 'fit' | 'a4';

/** Images to PDF (SPEC §7): JPEG and PNG images, one page each, into `imagen.pdf`. */
export function ImagesCard({ run }: { run: RunUtility }) {
  const { t } = useTranslation();
  const chosen = useChosenFiles(true);
  const [pageSize, setPageSize] = useState<PageSize>('fit');
  const title = t('utils.images.title');
  const options = [
    { label: t('utils.images.pageSizeFit'), value: 'fit' },
    { label: t('utils.images.pageSizeA4'), value: 'a4' },
  ];
  return (
    <UtilityCard
      icon="pi-images"
      title={title}
      description={t('utils.images.description')}
      run={{
        label: t('utils.images.run'),
        disabled: chosen.files.length === 0,
        running: chosen.running,
        onRun: () => void chosen.runWith((files) => run('images', files, { pageSize })),
      }}
    >
      <FilePicker
        label={title}
        accept={IMAGE_FILES}
        multiple
        disabled={chosen.running}
        onFiles={chosen.add}
      />
      <FileList
        label={title}
        files={chosen.files}
        disabled={chosen.running}
        onMove={chosen.move}
        onRemove={chosen.remove}
      />
      <div className="utils-field">
        <span>{t('utils.images.pageSize')}</span>
        <SelectButton
          value={pageSize}
          options={options}
          allowEmpty={false}
          aria-label={t('utils.images.pageSize')}
          disabled={chosen.running}
          onChange={(event) => setPageSize(event.value as PageSize)}
        />
      </div>
    </UtilityCard>
  );
}
