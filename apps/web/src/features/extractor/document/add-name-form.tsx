import type { FieldNameProblem } from '@folio/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A name to add to one document, a header or a field (column): refused with 'The header already
 * exists' or 'The field already exists' when the document has it (SPEC §5).
 */
export function AddNameForm({
  label,
  buttonLabel,
  onAdd,
}: {
  label: string;
  buttonLabel: string;
  /** Adds the name; answers why it was refused, or null. */
  onAdd: (name: string) => FieldNameProblem | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<FieldNameProblem | null>(null);
  const add = () => {
    const refused = onAdd(name);
    setProblem(refused);
    if (!refused) {
      setName('');
    }
  };
  return (
    <span className="extractor-add-name">
      <InputText
        value={name}
        aria-label={label}
        placeholder={label}
        maxLength={100}
        invalid={problem !== null}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.stopPropagation();
            add();
          }
        }}
      />
      <Button type="button" icon="pi pi-plus" label={buttonLabel} outlined onClick={add} />
      {problem ? (
        <small id={`${id}-problem`} className="p-error" role="alert">
          {t(`extractor.problems.${problem}`)}
        </small>
      ) : null}
    </span>
  );
}
