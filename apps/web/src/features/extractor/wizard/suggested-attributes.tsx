import { fieldText, type DraftAttribute } from '@folio/core';
import { useTranslation } from 'react-i18next';

/**
 * The attributes suggested from the example: the labels found on its pages with their values
 * (issue 6; SPEC §3 arrayPagesImgAndAttributes).
 */
export function SuggestedAttributes({ attributes }: { attributes: readonly DraftAttribute[] }) {
  const { t } = useTranslation();
  if (attributes.length === 0) {
    return <p className="extractor-muted">{t('extractor.wizard.noSuggestions')}</p>;
  }
  return (
    <section aria-label={t('extractor.wizard.suggested')}>
      <h3>{t('extractor.wizard.suggestedCount', { count: attributes.length })}</h3>
      <table className="extractor-plain-table">
        <thead>
          <tr>
            <th scope="col">{t('extractor.attributes.name')}</th>
            <th scope="col">{t('extractor.attributes.placement')}</th>
            <th scope="col">{t('extractor.attributes.example')}</th>
          </tr>
        </thead>
        <tbody>
          {attributes.map((attribute) => (
            <tr key={attribute.id}>
              <td>{attribute.name}</td>
              <td>{t(`extractor.placements.${attribute.placement}`)}</td>
              <td>{fieldText(attribute.example ?? undefined)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
