import { checkConfigurationName, CONFIGURATION_NAME_MAX_LENGTH } from '@folio/core';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { DraftActor } from './draft-actor';

/**
 * The configuration's name (SPEC §5: required, letters and digits only, unique). What is wrong
 * shows once the user has typed, and at once for a name the server refused
 * (CONFIGURATION_NAME_EXISTS).
 */
export function ConfigurationNameField() {
  const { t } = useTranslation();
  const actor = DraftActor.useActorRef();
  const name = DraftActor.useSelector((snapshot) => snapshot.context.configName);
  const takenNames = DraftActor.useSelector((snapshot) => snapshot.context.takenNames);
  const [isTouched, setTouched] = useState(name !== '');
  const problem = checkConfigurationName(name, takenNames);
  const isShown = problem !== null && (isTouched || problem === 'exists');
  return (
    <span className="extractor-field">
      <label htmlFor="extractor-config-name">{t('extractor.wizard.name')}</label>
      <InputText
        id="extractor-config-name"
        value={name}
        maxLength={CONFIGURATION_NAME_MAX_LENGTH}
        invalid={isShown}
        aria-invalid={isShown}
        aria-describedby="extractor-config-name-help"
        onChange={(event) => {
          setTouched(true);
          actor.send({ type: 'draft.setName', name: event.target.value });
        }}
      />
      <small id="extractor-config-name-help" className={isShown ? 'p-error' : 'extractor-muted'}>
        {isShown && problem
          ? t(`extractor.nameProblems.${problem}`)
          : t('extractor.wizard.nameHint')}
      </small>
    </span>
  );
}
