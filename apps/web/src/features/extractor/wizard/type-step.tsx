import { DOCUMENT_TYPES, type DocumentType } from '@folio/core';
import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';

import { DraftActor } from './draft-actor';
import { StepButtons } from './step-buttons';

const ICONS: Record<DocumentType, string> = {
  invoice: 'pi-receipt',
  accounting: 'pi-calculator',
  handwritten: 'pi-pencil',
  other: 'pi-file',
};

/** Step 1: the document type (SPEC §2: invoice, accounting document, handwritten document, other). */
export function TypeStep() {
  const { t } = useTranslation();
  const actor = DraftActor.useActorRef();
  const selected = DraftActor.useSelector((snapshot) => snapshot.context.selectedType);
  return (
    <section className="extractor-step" aria-labelledby="extractor-type-title">
      <h2 id="extractor-type-title">{t('extractor.wizard.typeTitle')}</h2>
      <div
        className="extractor-type-choices"
        role="radiogroup"
        aria-labelledby="extractor-type-title"
      >
        {DOCUMENT_TYPES.map((type) => (
          <label
            key={type}
            className={`extractor-type-choice${selected === type ? ' extractor-type-choice-active' : ''}`}
          >
            <RadioButton
              inputId={`extractor-type-${type}`}
              name="documentType"
              value={type}
              checked={selected === type}
              onChange={() => actor.send({ type: 'draft.chooseType', documentType: type })}
            />
            <i className={`pi ${ICONS[type]}`} aria-hidden="true" />
            <span>{t(`extractor.documentTypes.${type}`)}</span>
          </label>
        ))}
      </div>
      <StepButtons canGoOn={selected !== null} hasBack={false} />
    </section>
  );
}
