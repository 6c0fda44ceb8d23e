import {
  ATTRIBUTE_PLACEMENTS,
  ATTRIBUTE_TYPES,
  fieldText,
  type AttributeChanges,
  type DraftAttribute,
  type FieldNameProblem,
} from '@folio/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One attribute being defined (SPEC §3 Attribute): name, type, placement, detail text and
 * whether it is required, with the example value it was suggested with and what is wrong with it.
 */
export function AttributeRow({
  attribute,
  position,
  problem,
  onChange,
  onRemove,
}: {
  attribute: DraftAttribute;
  /** 1-based, for the labels of its inputs. */
  position: number;
  problem: FieldNameProblem | null;
  onChange: (changes: AttributeChanges) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const label =
    attribute.name === '' ? t('extractor.attributes.unnamed', { position }) : attribute.name;
  const example = fieldText(attribute.example ?? undefined);
  return (
    <li className="extractor-attribute-row" aria-label={label}>
      <span className="extractor-attribute-name">
        <label htmlFor={`${id}-name`}>{t('extractor.attributes.name')}</label>
        <InputText
          id={`${id}-name`}
          value={attribute.name}
          maxLength={100}
          invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        {problem ? (
          <small id={`${id}-problem`} className="p-error">
            {t(`extractor.problems.${problem}`)}
          </small>
        ) : null}
        {example === '' ? null : (
          <small className="extractor-muted">
            {t('extractor.attributes.exampleValue', { value: example })}
          </small>
        )}
      </span>
      <span>
        <label htmlFor={`${id}-type`}>{t('extractor.attributes.type')}</label>
        <Dropdown
          inputId={`${id}-type`}
          value={attribute.type}
          options={ATTRIBUTE_TYPES.map((type) => ({
            value: type,
            label: t(`extractor.attributeTypes.${type}`),
          }))}
          onChange={(event) => onChange({ type: event.value as DraftAttribute['type'] })}
        />
      </span>
      <span>
        <label htmlFor={`${id}-placement`}>{t('extractor.attributes.placement')}</label>
        <Dropdown
          inputId={`${id}-placement`}
          value={attribute.placement}
          options={ATTRIBUTE_PLACEMENTS.map((placement) => ({
            value: placement,
            label: t(`extractor.placements.${placement}`),
          }))}
          onChange={(event) => onChange({ placement: event.value as DraftAttribute['placement'] })}
        />
      </span>
      <span className="extractor-attribute-detail">
        <label htmlFor={`${id}-detail`}>{t('extractor.attributes.detail')}</label>
        <InputText
          id={`${id}-detail`}
          value={attribute.detail ?? ''}
          maxLength={500}
          placeholder={t('extractor.attributes.detailHint')}
          onChange={(event) => onChange({ detail: event.target.value })}
        />
      </span>
      <span className="extractor-attribute-required">
        <Checkbox
          inputId={`${id}-required`}
          checked={attribute.required === true}
          onChange={(event) => onChange({ required: event.checked === true })}
        />
        <label htmlFor={`${id}-required`}>{t('extractor.attributes.required')}</label>
      </span>
      <Button
        type="button"
        icon="pi pi-trash"
        text
        rounded
        severity="danger"
        aria-label={t('extractor.attributes.remove', { name: label })}
        onClick={onRemove}
      />
    </li>
  );
}
