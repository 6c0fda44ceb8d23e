import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FileUtilityCard } from './file-utility-card';
import type { RunUtility } from './use-run-utility';
import { useChosenFiles } from './use-chosen-files';
import { IMAGE_FILES } from './utility-files';

type PageSize = 'fit' | 'a4';

/** Images to PDF (SPEC §7): JPEG, PNG, WebP and TIFF images, a page each, into `imagen.pdf`. */
export function ImagesCard({ run }: { run: RunUtility }) {
  const { t } = useTranslation();
  const chosen = useChosenFiles(true);
  const [pageSize, setPageSize] = useState<PageSize>('fit');
  const options = [
    { label: t('utils.images.pageSizeFit'), value: 'fit' },
    { label: t('utils.images.pageSizeA4'), value: 'a4' },
  ];
  return (
    <FileUtilityCard
      utility="images"
      icon="pi-images"
      accept={IMAGE_FILES}
      run={run}
      chosen={chosen}
      multiple
      isOrdered
      fields={{ pageSize }}
    >
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
    </FileUtilityCard>
  );
}
