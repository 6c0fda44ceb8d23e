import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import { DraftActor } from './draft-actor';

/** Back and Next of a wizard step; Next is enabled once the step is complete. */
export function StepButtons({ canGoOn, hasBack = true }: { canGoOn: boolean; hasBack?: boolean }) {
  const { t } = useTranslation();
  const actor = DraftActor.useActorRef();
  const isBusy = DraftActor.useSelector((snapshot) => snapshot.hasTag('busy'));
  return (
    <div className="extractor-step-buttons">
      {hasBack ? (
        <Button
          type="button"
          label={t('common.back')}
          icon="pi pi-arrow-left"
          text
          disabled={isBusy}
          onClick={() => actor.send({ type: 'draft.back' })}
        />
      ) : null}
      <Button
        type="button"
        label={t('extractor.wizard.next')}
        icon="pi pi-arrow-right"
        iconPos="right"
        disabled={!canGoOn || isBusy}
        onClick={() => actor.send({ type: 'draft.next' })}
      />
    </div>
  );
}
