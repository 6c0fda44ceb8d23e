import { checkExampleFile, EXAMPLE_FILE_TYPES } from '@folio/core';
import { FolioError } from '@folio/sdk';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { usePublicConfig } from '../../../lib/public-config';
import { FileDrop } from '../components/file-drop';

import { DraftActor } from './draft-actor';
import { PageImages } from './page-images';
import { StepButtons } from './step-buttons';
import { SuggestedAttributes } from './suggested-attributes';

const ACCEPT = EXAMPLE_FILE_TYPES.map((type) => `.${type}`).join(',');

/**
 * Step 2: upload an example (a PDF or an image; checked before it is sent), then see its pages
 * and the attributes suggested from it. Another example replaces the first.
 */
export function ExampleStep() {
  const { t } = useTranslation();
  const { limits } = usePublicConfig();
  const { notifyError } = useNotices();
  const actor = DraftActor.useActorRef();
  const file = DraftActor.useSelector((snapshot) => snapshot.context.file);
  const pages = DraftActor.useSelector((snapshot) => snapshot.context.pages);
  const attributes = DraftActor.useSelector((snapshot) => snapshot.context.attributes);
  const isReading = DraftActor.useSelector((snapshot) => snapshot.matches({ example: 'reading' }));

  const read = (chosen: File) => {
    const refusal = checkExampleFile(chosen, limits);
    if (refusal) {
      notifyError(
        new FolioError(refusal.code, chosen.name, { detail: refusal.detail }),
        'errors.fileValidation',
      );
      return;
    }
    actor.send({ type: 'draft.readExample', file: chosen });
  };

  return (
    <section className="extractor-step" aria-labelledby="extractor-example-title">
      <h2 id="extractor-example-title">{t('extractor.wizard.exampleTitle')}</h2>
      <FileDrop
        accept={ACCEPT}
        label={t('extractor.wizard.exampleLabel')}
        hint={t('extractor.wizard.exampleHint')}
        chooseLabel={
          file ? t('extractor.wizard.replaceExample') : t('extractor.wizard.chooseExample')
        }
        isBusy={isReading}
        onFile={read}
      />
      {isReading ? (
        <div role="status" className="extractor-status">
          <ProgressBar mode="indeterminate" style={{ height: '0.4rem' }} />
          <span>{t('extractor.wizard.reading')}</span>
        </div>
      ) : null}
      {file && !isReading ? (
        <>
          <p className="extractor-file-name">
            <i className="pi pi-file" aria-hidden="true" /> {file.name}
          </p>
          <div className="extractor-example">
            <PageImages pages={pages} />
            <SuggestedAttributes attributes={attributes} />
          </div>
        </>
      ) : null}
      <StepButtons canGoOn={file !== null} />
    </section>
  );
}
