import { Image } from 'primereact/image';
import { useTranslation } from 'react-i18next';

/**
 * A screenshot of the app, small in the text, enlarged over the page on click (SPEC §2
 * "Screenshots open enlarged on click"); Escape or a click closes it.
 */
export function ManualScreenshot({ src, section }: { src: string; section: string }) {
  const { t } = useTranslation();
  return (
    <Image
      src={src}
      alt={t('manual.screenshot', { section })}
      preview
      className="folio-manual__shot"
      imageClassName="folio-manual__shot-image"
      indicatorIcon={<i className="pi pi-search-plus" aria-hidden="true" />}
    />
  );
}
