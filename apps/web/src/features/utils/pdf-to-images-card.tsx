import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FileUtilityCard } from './file-utility-card';
import { isValidPageRanges, normalisePageRanges } from './page-ranges';
import { RangesField } from './ranges-field';
import type { RunUtility } from './use-run-utility';
import { useChosenFiles } from './use-chosen-files';
import { PDF_FILES } from './utility-files';

/** The resolutions the service renders at (contract `PdfToImagesRequest`), and its default. */
export const DPI = { min: 72, max: 300, default: 150 } as const;

/** The resolution written, when it is a whole number the service takes. */
export function parseDpi(text: string): number | undefined {
  const dpi = Number(text.trim());
  return /^\d+$/.test(text.trim()) && dpi >= DPI.min && dpi <= DPI.max ? dpi : undefined;
}

/** PDF to images (SPEC §7): every page, or those of the ranges, as JPEGs in `archivos.zip`. */
export function PdfToImagesCard({ run }: { run: RunUtility }) {
  const { t } = useTranslation();
  const chosen = useChosenFiles(false);
  const [ranges, setRanges] = useState('');
  const [dpiText, setDpiText] = useState(String(DPI.default));
  const dpiId = useId();
  const dpi = parseDpi(dpiText);
  const ranged = normalisePageRanges(ranges);
  const limits = { min: DPI.min, max: DPI.max };
  return (
    <FileUtilityCard
      utility="pdfToImages"
      icon="pi-image"
      accept={PDF_FILES}
      run={run}
      chosen={chosen}
      fields={{ ...(ranged ? { ranges: ranged } : {}), dpi }}
      isValid={isValidPageRanges(ranges) && dpi !== undefined}
    >
      <RangesField
        label={t('utils.pdfToImages.ranges')}
        help={t('utils.pdfToImages.rangesHelp')}
        invalid={t('utils.pdfToImages.rangesInvalid')}
        value={ranges}
        disabled={chosen.running}
        onChange={setRanges}
      />
      <div className="utils-field">
        <label htmlFor={dpiId}>{t('utils.pdfToImages.dpi')}</label>
        <InputText
          id={dpiId}
          type="number"
          inputMode="numeric"
          min={DPI.min}
          max={DPI.max}
          step={1}
          value={dpiText}
          invalid={dpi === undefined}
          aria-invalid={dpi === undefined}
          aria-describedby={`${dpiId}-help`}
          disabled={chosen.running}
          onChange={(event) => setDpiText(event.target.value)}
        />
        <small id={`${dpiId}-help`} className={dpi === undefined ? 'p-error' : undefined}>
          {dpi === undefined
            ? t('utils.pdfToImages.dpiInvalid', limits)
            : t('utils.pdfToImages.dpiHelp', limits)}
        </small>
      </div>
    </FileUtilityCard>
  );
}
