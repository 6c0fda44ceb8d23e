import { COPY_CONFIRM_MS } from '@folio/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CONTACT_EMAIL } from '../../../lib/external-links';

/**
 * The contact e-mail link: opens the mail app and also copies the address to the clipboard,
 * showing a check icon for 2 s (SPEC §2, §9). A failed copy is silent (SPEC §8: only logged);
 * the mail app still opens.
 */
export function ContactEmailLink({ label, className }: { label: string; className?: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) {
      return undefined;
    }
    const timer = setTimeout(() => setIsCopied(false), COPY_CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = () => {
    void navigator.clipboard?.writeText(CONTACT_EMAIL).then(
      () => setIsCopied(true),
      () => undefined,
    );
  };

  return (
    <a href={`mailto:${CONTACT_EMAIL}`} className={className} onClick={copy} title={CONTACT_EMAIL}>
      <i
        className={`pi ${isCopied ? 'pi-check' : 'pi-envelope'}`}
        aria-hidden="true"
        data-testid="contact-icon"
      />
      <span className="folio-nav__label">{label}</span>
      <span className="folio-visually-hidden" role="status">
        {isCopied ? t('shell.contactCopied') : ''}
      </span>
    </a>
  );
}
