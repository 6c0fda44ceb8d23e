import { useTranslation } from 'react-i18next';

import { CONTACT_EMAIL } from '../../../lib/external-links';
import { useCopyToClipboard } from '../../../lib/use-copy-to-clipboard';

/**
 * The contact e-mail link: opens the mail app and also copies the address to the clipboard,
 * showing a check icon for 2 s (SPEC §2, §9). A failed copy is silent (SPEC §8: only logged);
 * the mail app still opens.
 */
export function ContactEmailLink({ label, className }: { label: string; className?: string }) {
  const { t } = useTranslation();
  const { isCopied, copy: copyText } = useCopyToClipboard();
  const copy = () => copyText(CONTACT_EMAIL);

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
