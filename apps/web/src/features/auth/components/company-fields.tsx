import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';

/** Whether the user belongs to a company and, if so, its ID (SPEC §5). */
export function CompanyFields({
  belongsToCompany,
  companyId,
  choiceError,
  companyIdError,
  onChoice,
  onCompanyId,
}: {
  belongsToCompany: boolean | null;
  companyId: string;
  choiceError?: string | undefined;
  companyIdError?: string | undefined;
  onChoice: (value: boolean) => void;
  onCompanyId: (value: string) => void;
}) {
  const { t } = useTranslation();
  const options = [
    { value: true, id: 'register-company-yes', label: t('common.yes') },
    { value: false, id: 'register-company-no', label: t('common.no') },
  ];
  return (
    <>
      <fieldset
        className="folio-field folio-field--choice"
        aria-describedby={choiceError !== undefined ? 'register-company-error' : undefined}
      >
        <legend>{t('auth.belongsToCompany')}</legend>
        <div className="folio-field__choices">
          {options.map((option) => (
            <div key={option.id} className="folio-field__check">
              <RadioButton
                inputId={option.id}
                name="belongsToCompany"
                value={option.value}
                checked={belongsToCompany === option.value}
                onChange={() => onChoice(option.value)}
              />
              <label htmlFor={option.id}>{option.label}</label>
            </div>
          ))}
        </div>
        {choiceError !== undefined && (
          <small id="register-company-error" className="folio-field__error">
            {choiceError}
          </small>
        )}
      </fieldset>
      {belongsToCompany === true && (
        <TextField
          id="register-company-id"
          required
          label={t('auth.companyId')}
          value={companyId}
          error={companyIdError}
          onChange={onCompanyId}
        />
      )}
    </>
  );
}
