import type { i18n as I18n } from 'i18next';
import { addLocale, locale, localeOptions } from 'primereact/api';

/** The name of a dialog's maximise button, which PrimeReact leaves unnamed (its pt reads it). */
let maximizeLabel: string | undefined;

/** The maximise button's name in the interface's language. */
export const currentMaximizeLabel = () => maximizeLabel;

/**
 * PrimeReact names its own controls (a dialog's close button, a table's select boxes, a
 * paginator's pages) from its locale, English unless told. This gives it the interface's words
 * in the interface's language (issue 22: every control named from i18n keys in both languages),
 * and keeps it in step when the language changes. A row's select box is named "Select <file>"
 * whether it is ticked or not: the tick is its state, not its name.
 */
export function bindPrimeReactLocale(instance: I18n) {
  const apply = (language: string) => {
    const t = instance.getFixedT(language);
    const select = t('common.controls.select');
    const selectAll = t('common.controls.selectAll');
    // addLocale copies English's options then ours, a level deep: English's other names stay.
    const english = localeOptions('en') as { aria?: Record<string, string> };
    // One record, not a literal in the call: PrimeReact's types list fewer names than it reads
    // (collapseLabel, expandLabel).
    maximizeLabel = t('common.controls.maximize');
    const aria: Record<string, string> = {
      ...english.aria,
      close: t('common.close'),
      collapseLabel: t('common.controls.collapse'),
      expandLabel: t('common.controls.expand'),
      firstPageLabel: t('common.controls.firstPage'),
      lastPageLabel: t('common.controls.lastPage'),
      nextPageLabel: t('common.controls.nextPage'),
      prevPageLabel: t('common.controls.previousPage'),
      pageLabel: t('common.controls.page', { page: '{page}' }),
      rowsPerPageLabel: t('common.controls.rowsPerPage'),
      selectAll,
      unselectAll: selectAll,
      selectRow: select,
      unselectRow: select,
      zoomIn: t('common.controls.zoomIn'),
      zoomOut: t('common.controls.zoomOut'),
    };
    addLocale(language, {
      accept: t('common.yes'),
      reject: t('common.no'),
      cancel: t('common.cancel'),
      upload: t('common.upload'),
      emptyMessage: t('common.controls.empty'),
      emptyFilterMessage: t('common.controls.emptyFilter'),
      aria,
    });
    locale(language);
  };
  apply(instance.language);
  instance.on('languageChanged', apply);
}
