import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TermsActor } from '../../app/actors';
import { TermsText } from '../../components/terms-text';

/** How close to the bottom counts as "scrolled to the end" (sub-pixel rounding, zoom). */
const END_TOLERANCE_PX = 4;

const isAtEnd = (element: HTMLElement) =>
  element.scrollTop + element.clientHeight >= element.scrollHeight - END_TOLERANCE_PX;

/**
 * The blocking terms modal after login (SPEC §2, §4 "Terms"), driven by the terms actor: it shows
 * while the current login has not accepted. The checkbox unlocks once the terms were scrolled to
 * the end, and Accept once it is ticked; Decline ends the session and goes to /login.
 */
export function TermsModal() {
  const isShowing = TermsActor.useSelector((snapshot) => snapshot.hasTag('modal'));
  // Mounted afresh each time it shows, so a new login starts unscrolled and unticked.
  return isShowing ? <TermsDialog /> : null;
}

function TermsDialog() {
  const { t } = useTranslation();
  const termsRef = TermsActor.useActorRef();
  const [hasReadToEnd, setHasReadToEnd] = useState(false);
  const [isTicked, setIsTicked] = useState(false);

  // A ref callback measures the text when it appears: a text shorter than its box needs no scroll.
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (element && isAtEnd(element)) {
      setHasReadToEnd(true);
    }
  }, []);

  const footer = (
    <div className="folio-terms__footer">
      <div className="folio-terms__accept">
        <Checkbox
          inputId="folio-terms-accept"
          checked={isTicked}
          disabled={!hasReadToEnd}
          onChange={(event) => setIsTicked(event.checked === true)}
        />
        <label htmlFor="folio-terms-accept">{t('terms.acceptLabel')}</label>
      </div>
      {!hasReadToEnd && <p className="folio-terms__hint">{t('terms.scrollHint')}</p>}
      <div className="folio-actions">
        <Button
          type="button"
          outlined
          severity="secondary"
          label={t('terms.decline')}
          onClick={() => termsRef.send({ type: 'terms.decline' })}
        />
        <Button
          type="button"
          label={t('terms.accept')}
          disabled={!hasReadToEnd || !isTicked}
          onClick={() => termsRef.send({ type: 'terms.accept' })}
        />
      </div>
    </div>
  );

  return (
    <Dialog
      visible
      onHide={() => undefined}
      header={t('terms.title')}
      footer={footer}
      closable={false}
      closeOnEscape={false}
      draggable={false}
      resizable={false}
      modal
      blockScroll
      className="folio-terms"
      style={{ width: '720px' }}
      breakpoints={{ '800px': '95vw' }}
    >
      <div
        ref={measure}
        className="folio-terms__body"
        tabIndex={0}
        role="region"
        aria-label={t('terms.title')}
        onScroll={(event) => {
          if (isAtEnd(event.currentTarget)) {
            setHasReadToEnd(true);
          }
        }}
      >
        <TermsText />
      </div>
    </Dialog>
  );
}
