import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TermsText } from '../../../components/terms-text';

/** The register screen's link to the terms (SPEC §2): opens them to read. */
export function TermsLink() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <p className="folio-form__aside">
        {t('auth.register.termsNotice')}{' '}
        <button type="button" className="folio-link-button" onClick={() => setIsOpen(true)}>
          {t('auth.register.termsLink')}
        </button>
      </p>
      <Dialog
        visible={isOpen}
        onHide={() => setIsOpen(false)}
        header={t('terms.title')}
        style={{ width: '720px' }}
        breakpoints={{ '800px': '95vw' }}
        footer={<Button type="button" label={t('terms.close')} onClick={() => setIsOpen(false)} />}
      >
        <TermsText />
      </Dialog>
    </>
  );
}
