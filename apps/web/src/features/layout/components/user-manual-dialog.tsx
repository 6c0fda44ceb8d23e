import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

import { PRODUCT_WEBSITE_URL } from '../../../lib/external-links';

/** The user manual modal opened from the sidebar and the bottom links (SPEC §2). */
export function UserManualDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const sections = [
    { icon: 'pi-sitemap', text: t('shell.manual.extractor') },
    { icon: 'pi-comments', text: t('shell.manual.chatbot') },
    { icon: 'pi-folder', text: t('shell.manual.files') },
    { icon: 'pi-wrench', text: t('shell.manual.utils') },
  ];
  return (
    <Dialog
      visible={isOpen}
      onHide={onClose}
      header={t('shell.userManual')}
      className="folio-manual"
      breakpoints={{ '1200px': '90vw' }}
      style={{ width: '1140px' }}
      dismissableMask
      footer={
        <a href={PRODUCT_WEBSITE_URL} target="_blank" rel="noreferrer">
          {t('shell.manual.website')}
        </a>
      }
    >
      <p>{t('shell.manual.intro')}</p>
      <ul className="folio-manual__sections">
        {sections.map((section) => (
          <li key={section.icon}>
            <i className={`pi ${section.icon}`} aria-hidden="true" />
            <span>{section.text}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
