import { formatDate, type Configuration } from '@folio/core';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

import { AttributeList } from '../components/attribute-list';

/** Views one configuration (SPEC §2 "view"; §3 Configuration): its type, prompt, model and attributes. */
export function ConfigurationDetailsDialog({
  configuration,
  onClose,
}: {
  configuration: Configuration;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog visible modal header={configuration.name} className="extractor-dialog" onHide={onClose}>
      <dl className="extractor-facts">
        <dt>{t('extractor.list.columns.documentType')}</dt>
        <dd>{t(`extractor.documentTypes.${configuration.document_type}`)}</dd>
        <dt>{t('extractor.list.columns.created')}</dt>
        <dd>{formatDate(configuration.created_at)}</dd>
        <dt>{t('extractor.wizard.model')}</dt>
        <dd>{configuration.model ?? t('extractor.wizard.builtIn')}</dd>
        <dt>{t('extractor.wizard.prompt')}</dt>
        <dd>{configuration.prompt ?? t('extractor.wizard.noPrompt')}</dd>
      </dl>
      <AttributeList attributes={configuration.attributes} />
    </Dialog>
  );
}
