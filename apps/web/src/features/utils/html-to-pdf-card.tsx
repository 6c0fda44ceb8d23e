import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FilesField } from './files-field';
import type { HtmlToPdfOptions, RunHtmlToPdf } from './use-run-utility';
import { useChosenFiles } from './use-chosen-files';
import { UtilityCard } from './utility-card';
import { HTML_FILES } from './utility-files';

/** The longest HTML the service prints (contract `HtmlToPdfRequest.html`, 5 MiB). */
export const MAX_HTML_LENGTH = 5 * 1024 * 1024;
/** The longest download name the service takes (contract `HtmlToPdfRequest.name`). */
const MAX_NAME_LENGTH = 200;
/** The preview follows the typing after this pause, not at every key. */
const PREVIEW_DELAY_MS = 300;

type PageSize = HtmlToPdfOptions['pageSize'];

/** `value`, once it has stopped changing for `delayMs`. */
function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * HTML to PDF (SPEC §7, from a file or typed HTML; SPEC §5: it needs one or the other). An .html
 * file picked or dropped fills the editor and names the PDF; the preview is a sandboxed frame
 * with no scripts, no forms and an origin of its own, so the HTML cannot reach the app.
 */
export function HtmlToPdfCard({ runHtml }: { runHtml: RunHtmlToPdf }) {
  const { t } = useTranslation();
  const chosen = useChosenFiles(false);
  const [html, setHtml] = useState('');
  const [pageSize, setPageSize] = useState<PageSize>('a4');
  const [isLandscape, setIsLandscape] = useState(false);
  const editorId = useId();
  const landscapeId = useId();
  const preview = useSettledValue(html, PREVIEW_DELAY_MS);
  const title = t('utils.htmlToPdf.title');
  const isEmpty = html.trim() === '';
  const isTooLong = html.length > MAX_HTML_LENGTH;
  const file = chosen.files[0]?.file;
  const name = file?.name.replace(/\.html?$/i, '').slice(0, MAX_NAME_LENGTH);

  const load = (files: File[]) => {
    const [picked] = files;
    if (picked) {
      chosen.add([picked]);
      void picked.text().then(setHtml);
    }
  };
  const unload = (index: number) => {
    chosen.remove(index);
    setHtml('');
  };
  const sizes = [
    { label: t('utils.htmlToPdf.pageSizeA4'), value: 'a4' },
    { label: t('utils.htmlToPdf.pageSizeLetter'), value: 'letter' },
  ];
  const help = isTooLong
    ? t('utils.htmlToPdf.tooLong', { max: MAX_HTML_LENGTH / (1024 * 1024) })
    : isEmpty
      ? t('utils.htmlToPdf.needsHtml')
      : undefined;

  return (
    <UtilityCard
      icon="pi-code"
      title={title}
      description={t('utils.htmlToPdf.description')}
      run={{
        label: t('utils.htmlToPdf.run'),
        disabled: isEmpty || isTooLong,
        running: chosen.running,
        onRun: () =>
          void chosen.runWith(() =>
            runHtml({ html, pageSize, landscape: isLandscape, ...(name ? { name } : {}) }),
          ),
      }}
    >
      <FilesField
        label={title}
        accept={HTML_FILES}
        chosen={chosen}
        multiple={false}
        onAdd={load}
        onRemove={unload}
      />
      <div className="utils-field">
        <label htmlFor={editorId}>{t('utils.htmlToPdf.editor')}</label>
        <InputTextarea
          id={editorId}
          className="utils-code"
          value={html}
          rows={8}
          spellCheck={false}
          autoComplete="off"
          placeholder={t('utils.htmlToPdf.placeholder')}
          invalid={isTooLong}
          aria-invalid={isTooLong}
          aria-describedby={help ? `${editorId}-help` : undefined}
          disabled={chosen.running}
          onChange={(event) => setHtml(event.target.value)}
        />
        {help ? (
          <small id={`${editorId}-help`} className={isTooLong ? 'p-error' : undefined}>
            {help}
          </small>
        ) : null}
      </div>
      <iframe
        className="utils-preview"
        title={t('utils.htmlToPdf.preview')}
        sandbox=""
        srcDoc={preview}
      />
      <div className="utils-field">
        <span>{t('utils.htmlToPdf.pageSize')}</span>
        <SelectButton
          value={pageSize}
          options={sizes}
          allowEmpty={false}
          aria-label={t('utils.htmlToPdf.pageSize')}
          disabled={chosen.running}
          onChange={(event) => setPageSize(event.value as PageSize)}
        />
      </div>
      <div className="utils-check">
        <Checkbox
          inputId={landscapeId}
          checked={isLandscape}
          disabled={chosen.running}
          onChange={(event) => setIsLandscape(event.checked === true)}
        />
        <label htmlFor={landscapeId}>{t('utils.htmlToPdf.landscape')}</label>
      </div>
    </UtilityCard>
  );
}
