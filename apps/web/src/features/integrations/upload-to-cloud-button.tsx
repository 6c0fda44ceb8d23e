import type { CloudUploadSource } from '@folio/sdk';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { UploadToCloudDialog } from './components/upload-to-cloud-dialog';
import { useIntegrations } from './use-integrations';

/**
 * Uploads files of Files or an extractor's results to a connected cloud account (issue 14); the
 * app places it on the Files toolbar and the results screen. Hidden while no account is connected.
 */
export function UploadToCloudButton({
  sources,
  label,
}: {
  sources: readonly CloudUploadSource[];
  label?: string;
}) {
  const { t } = useTranslation();
  const { api, integrations } = useIntegrations();
  const [isOpen, setIsOpen] = useState(false);
  const providers = (integrations ?? [])
    .filter((each) => each.connected)
    .map((each) => each.provider);
  if (providers.length === 0) {
    return null;
  }
  return (
    <>
      <Button
        type="button"
        icon="pi pi-cloud-upload"
        outlined
        label={label ?? t('integrations.upload.button')}
        disabled={sources.length === 0}
        onClick={() => setIsOpen(true)}
      />
      {isOpen && (
        <UploadToCloudDialog
          api={api}
          providers={providers}
          sources={sources}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
