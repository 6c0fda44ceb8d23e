import './manual.css';

import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PRODUCT_WEBSITE_URL } from '../../lib/external-links';

import { FaqAccordion } from './components/faq-accordion';
import { ManualGuide } from './components/manual-guide';
import {
  MANUAL_SECTIONS,
  SECTION_ICONS,
  isManualSection,
  type ManualSection,
} from './manual-sections';

/** What the shell hands the manual: whether it shows, the section to open at, and how to close. */
export type UserManualDialogProps = {
  isOpen: boolean;
  /** The section to open at; the introduction when absent or unknown. */
  section?: string | undefined;
  onClose: () => void;
};

/**
 * The user manual (SPEC §1, §2): an extra-large modal with a collapsible list of sections
 * (introduction, extractor, chatbot, files, utils, FAQ), each screen step by step with its
 * screenshot, the FAQ as an accordion, a close button and the website link. It opens at
 * `section` with that section expanded.
 */
export function UserManualDialog({ isOpen, section, onClose }: UserManualDialogProps) {
  const { t } = useTranslation();
  const start: ManualSection = isManualSection(section) ? section : 'introduction';
  return (
    <Dialog
      visible={isOpen}
      onHide={onClose}
      header={t('manual.title')}
      className="folio-manual"
      style={{ width: '1280px' }}
      breakpoints={{ '1360px': '94vw' }}
      maximizable
      dismissableMask
      footer={
        <div className="folio-manual__footer">
          <a href={PRODUCT_WEBSITE_URL} target="_blank" rel="noreferrer">
            <i className="pi pi-external-link" aria-hidden="true" /> {t('manual.website')}
          </a>
          <Button type="button" label={t('manual.close')} onClick={onClose} />
        </div>
      }
    >
      {/* A new key per opening section, so reopening from another screen expands its section. */}
      {isOpen && <ManualSections key={start} start={start} />}
    </Dialog>
  );
}

function ManualSections({ start }: { start: ManualSection }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number[]>([MANUAL_SECTIONS.indexOf(start)]);
  return (
    <div className="folio-manual__body">
      <p className="folio-manual__intro">{t('manual.intro')}</p>
      <Accordion
        multiple
        activeIndex={open}
        onTabChange={(event) => setOpen(Array.isArray(event.index) ? event.index : [event.index])}
        className="folio-manual__sections"
      >
        {MANUAL_SECTIONS.map((id) => (
          <AccordionTab
            key={id}
            pt={{ root: { 'data-section': id } as object }}
            header={
              <span className="folio-manual__section-title">
                <i className={`pi ${SECTION_ICONS[id]}`} aria-hidden="true" />
                {t(`manual.sections.${id}.title`)}
              </span>
            }
          >
            {id === 'faq' ? (
              <>
                <p>{t('manual.sections.faq.intro')}</p>
                <FaqAccordion />
              </>
            ) : (
              <ManualGuide section={id} />
            )}
          </AccordionTab>
        ))}
      </Accordion>
    </div>
  );
}
