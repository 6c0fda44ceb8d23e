import { useTranslation } from 'react-i18next';

import { FileList } from './file-list';
import { FilePicker } from './file-picker';
import type { RunUtility } from './use-run-utility';
import { useChosenFiles } from './use-chosen-files';
import { UtilityCard } from './utility-card';
import { PDF_FILES } from './utility-files';

/** Combine PDFs (SPEC §7): two or more PDFs, in the order of the list, into `documento.pdf`. */
export function CombineCard({ run }: { run: RunUtility }) {
  const { t } = useTranslation();
  const chosen = useChosenFiles(true);
  const title = t('utils.combine.title');
  return (
    <UtilityCard
      icon="pi-clone"
      title={title}
      description={t('utils.combine.description')}
      run={{
        label: t('utils.combine.run'),
        disabled: chosen.files.length < 2,
        running: chosen.running,
        onRun: () => void chosen.runWith((files) => run('combine', files)),
      }}
    >
      <FilePicker
        label={title}
        accept={PDF_FILES}
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
    </UtilityCard>
  );
}
