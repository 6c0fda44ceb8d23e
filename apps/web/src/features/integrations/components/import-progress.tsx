import { maxUploadMegabytes, messageForError } from '@folio/core';
import type { CloudImport } from '@folio/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../app/paths';
import { useLanguage } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';

/** A file an import landed in Files: its id there and the name it has. */
export type LandedFile = { fileId: string; name: string };

/** What the app offers for the files an import landed (issue 14: train a topic, run on them). */
export type AfterImport = (files: LandedFile[]) => ReactNode;

/**
 * An import's files with their states and, for a failed one, why (SPEC §8 cloud import failures);
 * "too large" names the server's upload limit, which the item's code alone does not carry. Once
 * it ends, `afterImport`'s actions for the files that landed.
 */
export function ImportProgress({
  progress,
  afterImport,
}: {
  progress: CloudImport;
  afterImport?: AfterImport | undefined;
}) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const { limits } = usePublicConfig();
  const detail = { maxMb: maxUploadMegabytes(limits) };
  const landed = progress.items.flatMap((item) =>
    item.fileId === null ? [] : [{ fileId: item.fileId, name: item.name }],
  );
  return (
    <section aria-labelledby="cloud-import-progress" aria-live="polite">
      <h2 id="cloud-import-progress">{t(`integrations.import.status.${progress.status}`)}</h2>
      <ul
        className="cloud-import__items"
        aria-label={t(`integrations.import.status.${progress.status}`)}
      >
        {progress.items.map((item) => (
          <li key={item.remoteId} className="cloud-import__item" data-state={item.state}>
            <span>{item.name}</span>
            <span>{t(`integrations.import.states.${item.state}`)}</span>
            {item.errorCode !== null && (
              <span className="cloud-import__error">
                {messageForError(language, item.errorCode, undefined, detail)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {progress.status !== 'running' && (
        <Link to={paths.files}>{t('integrations.import.openInFiles')}</Link>
      )}
      {progress.status !== 'running' && afterImport && landed.length > 0 && (
        <div
          className="cloud-import__bar"
          role="group"
          aria-label={t('integrations.import.nextSteps')}
        >
          {afterImport(landed)}
        </div>
      )}
    </section>
  );
}
