import { fieldText, type ExtractedDocument } from '@folio/core';

/** How many header fields the results table shows per document; the rest are in the editor. */
const SHOWN = 4;

/** A document's first header fields as 'name: value' lines. */
export function HeadersSummary({ document }: { document: ExtractedDocument }) {
  const names = document.available_fields.headers.slice(0, SHOWN);
  return (
    <dl className="extractor-headers-summary">
      {names.map((name) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{fieldText(document.headers[name])}</dd>
        </div>
      ))}
    </dl>
  );
}
