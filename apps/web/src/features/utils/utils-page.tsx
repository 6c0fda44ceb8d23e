import { useTranslation } from 'react-i18next';

import './utils.css';
import { CombineCard } from './combine-card';
import { SimpleFileCard } from './file-utility-card';
import { HtmlToPdfCard } from './html-to-pdf-card';
import { ImagesCard } from './images-card';
import { PdfToImagesCard } from './pdf-to-images-card';
import { SplitCard } from './split-card';
import { useRunHtmlToPdf, useRunUtility } from './use-run-utility';
import { ANY_FILES, DOCX_FILES, PDF_FILES, XLSX_FILES } from './utility-files';

/** The document utilities (SPEC §2 /utils, §7 Utilities): one card per utility. */
export function UtilsPage() {
  const { t } = useTranslation();
  const run = useRunUtility();
  const runHtml = useRunHtmlToPdf();
  return (
    <div className="utils-page">
      <h1>{t('pages.utils.title')}</h1>
      <div className="utils-grid">
        <CombineCard run={run} />
        <SplitCard run={run} />
        <ImagesCard run={run} />
        <HtmlToPdfCard runHtml={runHtml} />
        <SimpleFileCard
          utility="convertToPdf"
          icon="pi-file-pdf"
          accept={ANY_FILES}
          run={run}
          multiple
        />
        <SimpleFileCard utility="splitDocx" icon="pi-file-word" accept={DOCX_FILES} run={run} />
        <SimpleFileCard utility="splitXlsx" icon="pi-file-excel" accept={XLSX_FILES} run={run} />
        <PdfToImagesCard run={run} />
        <SimpleFileCard utility="pdfsToZip" icon="pi-box" accept={PDF_FILES} run={run} multiple />
      </div>
    </div>
  );
}
