import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';

/** SPEC §8 "Extraction warning: tables with missing rows": the lines do not add up to the totals. */
export function MissingRowsWarning() {
  const { t } = useTranslation();
  return (
    <Message
      severity="warn"
      className="extractor-warning"
      text={t('extractor.document.missingRows')}
    />
  );
}
