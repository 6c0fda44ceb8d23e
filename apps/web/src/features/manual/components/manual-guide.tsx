import { isLanguage } from '@folio/core';
import { useTranslation } from 'react-i18next';

import { screenshotOf } from '../manual-screenshots';
import { GUIDE_STEPS, type GuideSection } from '../manual-sections';
import { useStepPlayer } from '../use-step-player';

import { ManualScreenshot } from './manual-screenshot';
import { StepPlayerControls } from './step-player';

/**
 * One screen explained step by step, with a screenshot of it in the interface's language; the
 * steps also play one at a time over the screenshot (the manual's animated step sequence), the
 * current one marked in the list.
 */
export function ManualGuide({ section }: { section: GuideSection }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'sp';
  const steps = Array.from({ length: GUIDE_STEPS[section] }, (_, index) =>
    t(`manual.sections.${section}.step${index + 1}` as 'manual.sections.introduction.step1'),
  );
  const player = useStepPlayer(steps.length);
  const title = t(`manual.sections.${section}.title`);
  const screenshot = screenshotOf(section, language);
  return (
    <div className="folio-manual__guide">
      <div>
        <p>{t(`manual.sections.${section}.intro`)}</p>
        <ol className="folio-manual__steps">
          {steps.map((text, index) => (
            <li
              key={text}
              className={index === player.current ? 'folio-manual__step--current' : undefined}
              aria-current={index === player.current ? 'step' : undefined}
            >
              {text}
            </li>
          ))}
        </ol>
      </div>
      <div className="folio-manual__media">
        {screenshot !== undefined && <ManualScreenshot src={screenshot} section={title} />}
        <StepPlayerControls player={player} steps={steps} section={title} />
      </div>
    </div>
  );
}
