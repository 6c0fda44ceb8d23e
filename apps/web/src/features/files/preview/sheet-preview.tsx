import { SPREADSHEET_PREVIEW_ROWS } from '@folio/core';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';

import type { Preview } from '../storage-types';

type Sheet = NonNullable<Preview['sheets']>[number];

const cell = (value: Sheet['rows'][number][number] | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** One sheet as a table of its first rows (SPEC §9: spreadsheet preview, first 100 rows). */
function SheetTable({ sheet }: { sheet: Sheet }) {
  const { t } = useTranslation();
  const rows = sheet.rows.slice(0, SPREADSHEET_PREVIEW_ROWS);
  const width = Math.max(0, ...rows.map((row) => row.length));
  return (
    <>
      {sheet.total_rows > rows.length ? (
        <p className="files-sheet-note">
          {t('files.preview.rows', { shown: rows.length, total: sheet.total_rows })}
        </p>
      ) : null}
      <div className="files-sheet-scroll">
        <table className="files-sheet" aria-label={sheet.name}>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{index + 1}</th>
                {Array.from({ length: width }, (_, column) => (
                  <td key={column}>{cell(row[column])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** A spreadsheet's sheets, one tab each (issue 5: "spreadsheets (first 100 rows, sheet tabs)"). */
export function SheetPreview({ sheets }: { sheets: readonly Sheet[] }) {
  const { t } = useTranslation();
  return (
    <TabView className="files-sheets" aria-label={t('files.preview.sheets')}>
      {sheets.map((sheet) => (
        <TabPanel key={sheet.name} header={sheet.name}>
          <SheetTable sheet={sheet} />
        </TabPanel>
      ))}
    </TabView>
  );
}
