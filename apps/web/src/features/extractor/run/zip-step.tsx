import { checkRunArchive, formatSize } from '@folio/core';
import { FolioError } from '@folio/sdk';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { usePublicConfig } from '../../../lib/public-config';
import { FileDrop } from '../components/file-drop';

/**
 * Step 1 of a run: the ZIP of single-document PDFs, dropped or chosen, checked before it is sent
 * (a `.zip` within the upload size; SPEC §5). The limits on what is inside are said up front.
 */
export function ZipStep({
  zip,
  onZip,
  onNext,
}: {
  zip: File | null;
  onZip: (zip: File) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const { limits } = usePublicConfig();
  const { notifyError } = useNotices();
  const choose = (file: File) => {
    const refusal = checkRunArchive(file, limits);
    if (refusal) {
      notifyError(
        new FolioError(refusal.code, file.name, { detail: refusal.detail }),
        'errors.fileValidation',
      );
      return;
    }
    onZip(file);
  };
  return (
    <section className="extractor-step" aria-labelledby="extractor-zip-title">
      <h2 id="extractor-zip-title">{t('extractor.run.zipTitle')}</h2>
      <FileDrop
        accept=".zip,application/zip"
        label={t('extractor.run.zipLabel')}
        hint={t('extractor.run.zipHint', {
          files: limits.zipMaxFiles,
          pages: limits.zipMaxPagesPerFile,
          total: limits.zipMaxTotalPages,
        })}
        chooseLabel={zip ? t('extractor.run.replaceZip') : t('extractor.run.chooseZip')}
        onFile={choose}
      />
      {zip ? (
        <p className="extractor-file-name">
          <i className="pi pi-box" aria-hidden="true" /> {zip.name} ({formatSize(zip.size)})
        </p>
      ) : null}
      <div className="extractor-step-buttons">
        <Button
          type="button"
          label={t('extractor.wizard.next')}
          icon="pi pi-arrow-right"
          iconPos="right"
          disabled={zip === null}
          onClick={onNext}
        />
      </div>
    </section>
  );
}
