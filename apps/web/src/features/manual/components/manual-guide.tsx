import { isLanguage } from '@folio/core';
import { useTranslation } from 'react-i18next';

import { screenshotOf } from '../manual-screenshots';
import { GUIDE_STEPS, type GuideSection } from '../manual-sections';

import { ManualScreenshot } from './manual-screenshot';

/** One screen explained step by step, with a screenshot of it in the interface's language. */
export function ManualGuide({ section }: { section: GuideSection }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'sp';
  const steps = Array.from({ length: GUIDE_STEPS[section] }, (_, index) => index + 1);
  const title = t(`manual.sections.${section}.title`);
  const screenshot = screenshotOf(section, language);
  return (
    <div className="folio-manual__guide">
      <div>
        <p>{t(`manual.sections.${section}.intro`)}</p>
        <ol className="folio-manual__steps">
          {steps.map((step) => (
            <li key={step}>
              {t(`manual.sections.${section}.step${step}` as 'manual.sections.introduction.step1')}
            </li>
          ))}
        </ol>
      </div>
      {screenshot !== undefined && <ManualScreenshot src={screenshot} section={title} />}
    </div>
  );
}
