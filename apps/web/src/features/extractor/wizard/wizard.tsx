import { DRAFT_STEPS, type DraftStep } from '@folio/core';
import { Button } from 'primereact/button';
import { Steps } from 'primereact/steps';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ConfirmActionDialog } from '../../../components/confirm-action-dialog';

import { AttributesStep } from './attributes-step';
import { DraftActor } from './draft-actor';
import { ExampleStep } from './example-step';
import { TestStep } from './test-step';
import { TypeStep } from './type-step';
import { useDraftNotices } from './use-draft-notices';
import { useKnownNames } from './use-known-names';

/** The body of a step. */
function StepBody({ step }: { step: DraftStep }) {
  switch (step) {
    case 'type':
      return <TypeStep />;
    case 'example':
      return <ExampleStep />;
    case 'attributes':
      return <AttributesStep />;
    case 'test':
      return <TestStep />;
  }
}

/**
 * The wizard's frame: its title, where the user is among the four steps, that step, and starting
 * over (after a confirmation: the draft is thrown away).
 */
export function Wizard() {
  const { t } = useTranslation();
  const actor = DraftActor.useActorRef();
  const step = DraftActor.useSelector((snapshot) => snapshot.context.step);
  const [isConfirming, setConfirming] = useState(false);
  // A new step replaces the button that led to it: the focus goes to the step's title, where a
  // keyboard or screen reader user reads on (issue 22), not back to the top of the page.
  const stepBody = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) {
      return;
    }
    shownStep.current = step;
    const title = stepBody.current?.querySelector<HTMLElement>('h2');
    if (title) {
      title.tabIndex = -1;
      title.focus();
    }
  }, [step]);
  useDraftNotices();
  useKnownNames();
  return (
    <div className="extractor-page">
      <header className="extractor-header">
        <h1>{t('extractor.wizard.title')}</h1>
        <Button
          type="button"
          label={t('extractor.wizard.startOver')}
          icon="pi pi-refresh"
          outlined
          onClick={() => setConfirming(true)}
        />
      </header>
      <Steps
        className="extractor-steps"
        readOnly
        activeIndex={DRAFT_STEPS.indexOf(step)}
        model={DRAFT_STEPS.map((name) => ({ label: t(`extractor.wizard.steps.${name}`) }))}
      />
      <div ref={stepBody}>
        <StepBody step={step} />
      </div>
      {isConfirming ? (
        <ConfirmActionDialog
          title={t('extractor.wizard.startOver')}
          message={t('extractor.wizard.confirmStartOver')}
          confirmLabel={t('extractor.wizard.discard')}
          onConfirm={() => actor.send({ type: 'draft.reset' })}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
