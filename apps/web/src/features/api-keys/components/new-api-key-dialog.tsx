import { useTranslation } from 'react-i18next';

import { ShownOnceDialog } from '../../../components/shown-once-dialog';

/** The key just created, shown this once (only its digest is kept); closing forgets it. */
export function NewApiKeyDialog({ apiKey, onClose }: { apiKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceDialog
      id="api-key-created"
      secret={apiKey}
      texts={{
        title: t('apiKeys.created.title'),
        description: t('apiKeys.created.description'),
        label: t('apiKeys.created.label'),
        copy: t('apiKeys.created.copy'),
        copied: t('apiKeys.created.copied'),
        done: t('apiKeys.created.done'),
      }}
      onClose={onClose}
    />
  );
}
