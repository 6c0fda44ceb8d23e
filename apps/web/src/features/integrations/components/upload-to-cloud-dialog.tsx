import { INTEGRATION_PROVIDER_NAMES } from '@folio/core';
import type { CloudUploadSource, IntegrationProvider, IntegrationsResource } from '@folio/sdk';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotices } from '../../../components/notices/notices-context';
import { useCloudListing } from '../use-cloud-import';

import { CloudTrail, FolderButton } from './cloud-trail';
import { MoreItemsButton } from './more-items-button';

type ResultsFormat = Extract<CloudUploadSource, { kind: 'results' }>['format'];

const RESULTS_FORMATS: readonly ResultsFormat[] = ['csv', 'pdf'];

/**
 * Where to upload (issue 14: "to a chosen Drive folder or SharePoint library"): a connected
 * service, then a folder opened from its top level; Upload sends each source there in turn.
 * Results go as CSV or as the PDF report, as the user picks (issue 14: "extractor results (CSV,
 * PDF report)").
 */
export function UploadToCloudDialog({
  api,
  providers,
  sources,
  onClose,
}: {
  api: IntegrationsResource;
  providers: readonly IntegrationProvider[];
  sources: readonly CloudUploadSource[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const [provider, setProvider] = useState<IntegrationProvider>(providers[0] ?? 'google-drive');
  const [isBusy, setIsBusy] = useState(false);
  const hasResults = sources.some((source) => source.kind === 'results');
  const [format, setFormat] = useState<ResultsFormat>(
    sources.find((source) => source.kind === 'results')?.format ?? 'csv',
  );
  const listing = useCloudListing(api, provider, true);
  const destination = listing.trail.at(-1);
  const providerName = t(INTEGRATION_PROVIDER_NAMES[provider]);

  const upload = async () => {
    setIsBusy(true);
    try {
      for (const source of sources) {
        await api.upload(
          provider,
          source.kind === 'results' ? { ...source, format } : source,
          destination ? { folderId: destination.id } : {},
        );
      }
      notifySuccess(
        t('integrations.upload.done', { count: sources.length, provider: providerName }),
      );
      onClose();
    } catch (error) {
      notifyError(error, 'integrations.failures.upload');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      visible
      header={t('integrations.upload.title')}
      onHide={onClose}
      style={{ width: 'min(36rem, 95vw)' }}
      footer={
        <Button
          type="button"
          icon="pi pi-upload"
          label={t('integrations.upload.submit')}
          loading={isBusy}
          onClick={() => void upload()}
        />
      }
    >
      <fieldset className="cloud-import__bar">
        <legend>{t('integrations.upload.provider')}</legend>
        {providers.map((each) => (
          <span key={each}>
            <RadioButton
              inputId={`upload-provider-${each}`}
              checked={provider === each}
              onChange={() => {
                setProvider(each);
                listing.goTo(0);
              }}
            />
            <label htmlFor={`upload-provider-${each}`}>{t(INTEGRATION_PROVIDER_NAMES[each])}</label>
          </span>
        ))}
      </fieldset>
      {hasResults && (
        <fieldset className="cloud-import__bar">
          <legend>{t('integrations.upload.format')}</legend>
          {RESULTS_FORMATS.map((each) => (
            <span key={each}>
              <RadioButton
                inputId={`upload-format-${each}`}
                checked={format === each}
                onChange={() => setFormat(each)}
              />
              <label htmlFor={`upload-format-${each}`}>
                {t(`integrations.upload.formats.${each}`)}
              </label>
            </span>
          ))}
        </fieldset>
      )}
      <h3>{t('integrations.upload.destination')}</h3>
      <CloudTrail
        label={t('integrations.upload.destination')}
        trail={listing.trail}
        onGoTo={listing.goTo}
      />
      <ul className="cloud-import__items">
        {(listing.items ?? [])
          .filter((item) => item.kind === 'folder')
          .map((item) => (
            <li key={item.id} className="cloud-import__item">
              <FolderButton
                name={item.name}
                onOpen={() => listing.open({ id: item.id, name: item.name })}
              />
            </li>
          ))}
      </ul>
      <MoreItemsButton listing={listing} />
    </Dialog>
  );
}
