import { Accordion, AccordionTab } from 'primereact/accordion';
import { useTranslation } from 'react-i18next';

import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/external-links';

/** The FAQ's questions (SPEC §1 "The FAQ covers ..."), in the order a new user meets them. */
const QUESTIONS = [
  'supportedFiles',
  'uploading',
  'languages',
  'fileLoadError',
  'processingFailed',
  'timeoutExpired',
  'contact',
] as const;

/**
 * The FAQ as an accordion that opens one item at a time (SPEC §2): opening a question closes the
 * one that was open. The contact answer names the support e-mail and phone.
 */
export function FaqAccordion() {
  const { t } = useTranslation();
  return (
    <Accordion className="folio-manual__faq">
      {QUESTIONS.map((question) => (
        <AccordionTab key={question} header={t(`manual.faq.${question}.question`)}>
          <p>
            {t(`manual.faq.${question}.answer`, { email: SUPPORT_EMAIL, phone: SUPPORT_PHONE })}
          </p>
          {question === 'contact' && (
            <p className="folio-manual__contact">
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <i className="pi pi-envelope" aria-hidden="true" /> {SUPPORT_EMAIL}
              </a>
              <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>
                <i className="pi pi-phone" aria-hidden="true" /> {SUPPORT_PHONE}
              </a>
            </p>
          )}
        </AccordionTab>
      ))}
    </Accordion>
  );
}
