import type { Attribute } from '@folio/core';
import { useTranslation } from 'react-i18next';

/**
 * A configuration's attributes by placement (SPEC §3): header ones, then detail ones, each with
 * its type, whether it is required, and its detail text. Read-only.
 */
export function AttributeList({ attributes }: { attributes: readonly Attribute[] }) {
  const { t } = useTranslation();
  const groups = [
    { placement: 'header' as const, title: t('extractor.placements.header') },
    { placement: 'detail' as const, title: t('extractor.placements.detail') },
  ];
  return (
    <div className="extractor-attribute-groups">
      {groups.map(({ placement, title }) => {
        const members = attributes.filter((attribute) => attribute.placement === placement);
        return (
          <section key={placement} aria-label={title}>
            <h3>{title}</h3>
            {members.length === 0 ? (
              <p className="extractor-muted">{t('extractor.attributes.none')}</p>
            ) : (
              <ul className="extractor-attribute-list">
                {members.map((attribute) => (
                  <li key={attribute.name}>
                    <strong>{attribute.name}</strong>{' '}
                    <span className="extractor-muted">
                      {t(`extractor.attributeTypes.${attribute.type}`)}
                      {attribute.required ? ` · ${t('extractor.attributes.required')}` : ''}
                    </span>
                    {attribute.detail ? <div>{attribute.detail}</div> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
