import {
  LANGUAGES,
  formatDate,
  isFormValid,
  isLanguage,
  validateProfile,
  type ProfileField,
  type ValidationErrors,
} from '@folio/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { SelectButton } from 'primereact/selectbutton';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';
import { useNotices } from '../../../components/notices/notices-context';
import { useLanguage } from '../../../lib/i18n';
import type { Profile, ProfileApi, ProfileChange } from '../profile-api';

/**
 * The account (SPEC §3 User): the e-mail shown, names (SPEC §5 letters only, core's rule),
 * company membership and id, and the interface language, saved through SPEC §7's profile update.
 * Saving the language also switches the screens to it.
 */
export function AccountCard({
  profile,
  api,
  onSaved,
}: {
  profile: Profile;
  api: ProfileApi;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const [, setLanguage] = useLanguage();
  const [form, setForm] = useState<ProfileChange>({
    name: profile.name,
    lastname: profile.lastname,
    belongsToCompany: profile.belongsToCompany,
    companyId: profile.companyId ?? '',
    language: profile.language,
  });
  const [errors, setErrors] = useState<ValidationErrors<ProfileField>>({});
  const [isSaving, setIsSaving] = useState(false);
  const change = (patch: Partial<ProfileChange>) => setForm((last) => ({ ...last, ...patch }));
  const errorOf = (field: ProfileField) => {
    const key = errors[field];
    return key === undefined ? undefined : t(key);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateProfile(form);
    setErrors(problems);
    if (!isFormValid(problems)) {
      return;
    }
    setIsSaving(true);
    try {
      await api.saveProfile(profile, form);
      setLanguage(form.language);
      notifySuccess(t('profile.account.saved'));
      onSaved();
    } catch (error) {
      notifyError(error, 'profile.failures.save');
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <section className="folio-profile__card" aria-labelledby="profile-account-title">
      <h2 id="profile-account-title">{t('profile.account.title')}</h2>
      <form className="folio-profile__form" onSubmit={(event) => void save(event)} noValidate>
        <div className="folio-field">
          <label htmlFor="profile-email">{t('profile.account.email')}</label>
          <output id="profile-email" className="folio-profile__readonly">
            {profile.email}
          </output>
          <small>{t('profile.account.emailHint')}</small>
        </div>
        <div className="folio-profile__row">
          <TextField
            id="profile-name"
            label={t('profile.account.name')}
            value={form.name}
            onChange={(name) => change({ name })}
            error={errorOf('name')}
            autoComplete="given-name"
          />
          <TextField
            id="profile-lastname"
            label={t('profile.account.lastname')}
            value={form.lastname}
            onChange={(lastname) => change({ lastname })}
            error={errorOf('lastname')}
            autoComplete="family-name"
          />
        </div>
        <div className="folio-profile__check">
          <Checkbox
            inputId="profile-company-member"
            checked={form.belongsToCompany}
            onChange={(event) => change({ belongsToCompany: event.checked === true })}
          />
          <label htmlFor="profile-company-member">{t('profile.account.companyMember')}</label>
        </div>
        {form.belongsToCompany && (
          <TextField
            id="profile-company-id"
            label={t('profile.account.companyId')}
            value={form.companyId}
            onChange={(companyId) => change({ companyId })}
            error={errorOf('companyId')}
          />
        )}
        <div className="folio-field">
          <span id="profile-language-label">{t('profile.account.language')}</span>
          <SelectButton
            aria-labelledby="profile-language-label"
            value={form.language}
            options={LANGUAGES.map((value) => ({ value, label: t(`common.languages.${value}`) }))}
            allowEmpty={false}
            onChange={(event) => {
              if (isLanguage(event.value)) {
                change({ language: event.value });
              }
            }}
          />
          <small>{t('profile.account.languageHint')}</small>
        </div>
        <p className="folio-profile__muted">
          {t('profile.account.created', { date: formatDate(profile.createdAt) })}
        </p>
        <div>
          <Button
            type="submit"
            label={t('profile.account.save')}
            icon="pi pi-save"
            loading={isSaving}
          />
        </div>
      </form>
    </section>
  );
}
