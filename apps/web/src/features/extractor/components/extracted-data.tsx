import { fieldText, hasMissingRows, type ExtractedDocument } from '@folio/core';
import { useTranslation } from 'react-i18next';

import { MissingRowsWarning } from './missing-rows-warning';
import { StateTag } from './state-tag';

/**
 * An extraction result, read-only (SPEC §3 Extraction result): its state, header fields and
 * detail rows, with the missing-rows warning when its lines do not add up (SPEC §8).
 */
export function ExtractedData({ document }: { document: ExtractedDocument }) {
  const { t } = useTranslation();
  const { headers, details } = document.available_fields;
  return (
    <div className="extractor-extracted">
      <p>
        <StateTag state={document.state} />
      </p>
      {hasMissingRows(document) ? <MissingRowsWarning /> : null}
      <table className="extractor-plain-table" aria-label={t('extractor.document.headers')}>
        <tbody>
          {headers.map((name) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{fieldText(document.headers[name])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The rows can be wider than a phone: they scroll in a region of their own (issue 22). */}
      <div
        className="extractor-table-scroll"
        role="region"
        aria-label={t('common.tableRegion', { name: t('extractor.document.details') })}
        tabIndex={0}
      >
        <table className="extractor-plain-table" aria-label={t('extractor.document.details')}>
          <thead>
            <tr>
              {details.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {document.items.map((row, index) => (
              // Rows have no identity of their own; their order is what the document says.
              <tr key={index}>
                {details.map((name) => (
                  <td key={name}>{fieldText(row[name])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
