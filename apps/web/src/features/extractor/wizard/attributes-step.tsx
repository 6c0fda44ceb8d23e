import {
  areAttributesValid,
  findAttributeListProblems,
  findAttributeProblems,
  type AttributePlacement,
} from '@folio/core';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';

import { AttributeRow } from './attribute-row';
import { DraftActor } from './draft-actor';
import { ModelField } from './model-field';
import { StepButtons } from './step-buttons';

const GROUPS: readonly AttributePlacement[] = ['header', 'detail'];

/**
 * Step 3: the attributes to extract, header and detail (SPEC §3), added, edited and removed;
 * duplicates refused with the SPEC §5 messages; the general prompt instruction and the model.
 */
export function AttributesStep() {
  const { t } = useTranslation();
  const actor = DraftActor.useActorRef();
  const attributes = DraftActor.useSelector((snapshot) => snapshot.context.attributes);
  const prompt = DraftActor.useSelector((snapshot) => snapshot.context.prompt);
  const model = DraftActor.useSelector((snapshot) => snapshot.context.model);
  const problems = findAttributeProblems(attributes);
  const listProblems = findAttributeListProblems(attributes);

  return (
    <section className="extractor-step" aria-labelledby="extractor-attributes-title">
      <h2 id="extractor-attributes-title">{t('extractor.wizard.attributesTitle')}</h2>
      {GROUPS.map((placement) => (
        <section
          key={placement}
          className="extractor-attribute-group"
          aria-label={t(`extractor.wizard.groups.${placement}`)}
        >
          <h3>{t(`extractor.wizard.groups.${placement}`)}</h3>
          <ul className="extractor-attribute-rows">
            {attributes.map((attribute, index) =>
              attribute.placement === placement ? (
                <AttributeRow
                  key={attribute.id}
                  attribute={attribute}
                  position={index + 1}
                  problem={problems[index] ?? null}
                  onChange={(changes) =>
                    actor.send({ type: 'attribute.update', id: attribute.id, changes })
                  }
                  onRemove={() => actor.send({ type: 'attribute.remove', id: attribute.id })}
                />
              ) : null,
            )}
          </ul>
          <Button
            type="button"
            icon="pi pi-plus"
            label={t(`extractor.wizard.add.${placement}`)}
            text
            onClick={() => actor.send({ type: 'attribute.add', placement })}
          />
        </section>
      ))}
      {listProblems.length > 0 ? (
        <ul className="extractor-problems" aria-live="polite">
          {listProblems.map((problem) => (
            <li key={problem} className="p-error">
              {t(`extractor.problems.${problem}`)}
            </li>
          ))}
        </ul>
      ) : null}
      <span className="extractor-field">
        <label htmlFor="extractor-prompt">{t('extractor.wizard.prompt')}</label>
        <InputTextarea
          id="extractor-prompt"
          value={prompt}
          rows={3}
          maxLength={4000}
          placeholder={t('extractor.wizard.promptHint')}
          onChange={(event) => actor.send({ type: 'draft.setPrompt', prompt: event.target.value })}
        />
      </span>
      <ModelField
        model={model}
        onChange={(chosen) => actor.send({ type: 'draft.setModel', model: chosen })}
      />
      <StepButtons canGoOn={areAttributesValid(attributes)} />
    </section>
  );
}
