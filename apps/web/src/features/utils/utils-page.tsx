import { useTranslation } from 'react-i18next';

import './utils.css';
import { CombineCard } from './combine-card';
import { ImagesCard } from './images-card';
import { SplitCard } from './split-card';
import { useRunUtility } from './use-run-utility';
import { UtilityCard } from './utility-card';

/** The utilities the service does not offer yet: shown, disabled, so users know they are coming. */
const COMING_SOON = [
  { key: 'pageToImage', icon: 'pi-image' },
  { key: 'pdfsToZip', icon: 'pi-box' },
  { key: 'htmlToPdf', icon: 'pi-code' },
  { key: 'splitDocx', icon: 'pi-file-word' },
  { key: 'splitXlsx', icon: 'pi-file-excel' },
  { key: 'convertToPdf', icon: 'pi-file-pdf' },
] as const;

/** The document utilities (SPEC §2 /utils): one card per utility. */
export function UtilsPage() {
  const { t } = useTranslation();
  const run = useRunUtility();
  return (
    <div className="utils-page">
      <h1>{t('pages.utils.title')}</h1>
      <div className="utils-grid">
        <CombineCard run={run} />
        <SplitCard run={run} />
        <ImagesCard run={run} />
        {COMING_SOON.map(({ key, icon }) => (
          <UtilityCard
            key={key}
            icon={icon}
            title={t(`utils.soon.${key}`)}
            description={t('utils.comingSoon')}
          />
        ))}
      </div>
    </div>
  );
}
