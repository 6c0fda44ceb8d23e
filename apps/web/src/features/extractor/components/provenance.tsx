import {
  PROVENANCES,
  provenanceMessageKeys,
  provenanceOf,
  type EditableDocument,
  type FieldValue,
  type Provenance,
} from '@folio/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The icon of each provenance: the XML, a page of text, an eye reading a scan, a pencil. */
const ICONS: Record<Provenance, string> = {
  e_invoice: 'pi pi-code',
  text: 'pi pi-file',
  ocr: 'pi pi-eye',
  manual: 'pi pi-pencil',
};

/** Where the open tooltip sits: under the mark, from its left or its right edge. */
type TipPlace = { top: number; left?: number; right?: number };

/** Under the mark, growing away from the nearer edge of the window so a phone shows it whole. */
function placeUnder(mark: HTMLElement): TipPlace {
  const box = mark.getBoundingClientRect();
  const top = box.bottom + 6;
  return box.left + box.width / 2 > window.innerWidth / 2
    ? { top, right: Math.max(8, window.innerWidth - box.right) }
    : { top, left: Math.max(8, box.left) };
}

// One tooltip at a time: the one a mark opens closes the one open before (hover and focus).
let closeOpenTip: (() => void) | null = null;

/**
 * Where a value came from (issue 16), beside it: a small icon whose accessible name is "Source:
 * OCR", described by what that means for the user to check, a tooltip shown on hover and on
 * keyboard focus (Escape hides it). Nothing when the value has none, or where it came from is
 * unknown (results stored before provenance was recorded).
 */
export function ProvenanceMark({ field }: { field: FieldValue | undefined }) {
  const { t } = useTranslation();
  const tipId = useId();
  const mark = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<TipPlace | null>(null);
  const isOpen = place !== null;
  useEffect(() => {
    if (!isOpen) {
      return undefined;
    }
    // A fixed tooltip follows its mark when the page or the lines table scrolls (focusing a mark
    // off screen scrolls it into view).
    const follow = () => {
      if (mark.current) {
        setPlace(placeUnder(mark.current));
      }
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [isOpen]);
  const provenance = provenanceOf(field);
  const value = field?.value;
  if (provenance === undefined || value === null || value === undefined || value === '') {
    return null;
  }
  const keys = provenanceMessageKeys(provenance);
  const name = t(keys.name);
  const close = () => setPlace(null);
  const open = (event: { currentTarget: HTMLElement }) => {
    if (closeOpenTip !== close) {
      closeOpenTip?.();
    }
    closeOpenTip = close;
    setPlace(placeUnder(event.currentTarget));
  };
  return (
    <span
      ref={mark}
      className={`extractor-provenance extractor-provenance-${provenance}`}
      role="img"
      tabIndex={0}
      aria-label={t('extractor.provenance.label', { source: name })}
      aria-describedby={tipId}
      onFocus={open}
      onBlur={close}
      onMouseEnter={open}
      onMouseLeave={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close();
        }
      }}
    >
      <i className={ICONS[provenance]} aria-hidden="true" />
      <span
        id={tipId}
        role="tooltip"
        className={isOpen ? 'extractor-provenance-tip' : 'folio-visually-hidden'}
        style={place ?? undefined}
      >
        {`${name}: ${t(keys.hint)}`}
      </span>
    </span>
  );
}

/** The provenances a document's values show, in the order of PROVENANCES. */
function provenancesIn(document: EditableDocument): Provenance[] {
  const fields = [
    ...Object.values(document.headers),
    ...document.items.flatMap((row) => Object.values(row)),
  ];
  const found = new Set(
    fields.filter((field) => field.value !== null && field.value !== '').map(provenanceOf),
  );
  return PROVENANCES.filter((provenance) => found.has(provenance));
}

/**
 * The icons of the values' provenances explained with their names, for those the document's
 * values show; nothing for a document whose values have none.
 */
export function ProvenanceLegend({ document }: { document: EditableDocument }) {
  const { t } = useTranslation();
  const shown = provenancesIn(document);
  if (shown.length === 0) {
    return null;
  }
  const title = t('extractor.provenance.legend');
  return (
    <div className="extractor-provenance-legend">
      <span className="extractor-muted">{title}:</span>
      <ul aria-label={title}>
        {shown.map((provenance) => (
          <li key={provenance}>
            <i
              className={`${ICONS[provenance]} extractor-provenance-${provenance}`}
              aria-hidden="true"
            />
            <span>{t(provenanceMessageKeys(provenance).name)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
