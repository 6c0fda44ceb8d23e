import {
  isFormValid,
  validateChangePassword,
  type ChangePasswordField,
  type ChangePasswordForm,
  type ValidationErrors,
} from '@folio/core';
import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';
import { useNotices } from '../../../components/notices/notices-context';
import { isWrongPassword, type ProfileApi } from '../profile-api';
import { useEndLocalSession } from '../use-profile';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password and devices: change the password (the current one required; the server signs every
 * other session out, this one stays) and sign out of all devices (this one too, so the app then
 * goes to /login).
 */
export function SecurityCard({ api }: { api: ProfileApi }) {
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const endLocalSession = useEndLocalSession();
  const [form, setForm] = useState<ChangePasswordForm>(EMPTY);
  const [errors, setErrors] = useState<ValidationErrors<ChangePasswordField>>({});
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  const errorOf = (field: ChangePasswordField) => {
    if (field === 'currentPassword' && wrongCurrent) {
      return t('profile.password.wrongCurrent');
    }
    const key = errors[field];
    return key === undefined ? undefined : t(key);
  };

  const change = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateChangePassword(form);
    setErrors(problems);
    setWrongCurrent(false);
    if (!isFormValid(problems)) {
      return;
    }
    setIsBusy(true);
    try {
      const message = await api.changePassword(form);
      setForm(EMPTY);
      notifySuccess(message);
    } catch (error) {
      if (isWrongPassword(error)) {
        setWrongCurrent(true);
      } else {
        notifyError(error, 'profile.failures.password');
      }
    } finally {
      setIsBusy(false);
    }
  };

  const signOutEverywhere = async () => {
    setIsBusy(true);
    try {
      await api.signOutEverywhere();
      endLocalSession();
    } catch (error) {
      notifyError(error, 'profile.failures.signOut');
      setIsBusy(false);
    }
  };

  const field = (name: ChangePasswordField, label: string, autoComplete: string) => (
    <TextField
      id={`profile-${name}`}
      type="password"
      label={label}
      value={form[name]}
      onChange={(value) => setForm((last) => ({ ...last, [name]: value }))}
      error={errorOf(name)}
      autoComplete={autoComplete}
    />
  );

  return (
    <section className="folio-profile__card" aria-labelledby="profile-password-title">
      <h2 id="profile-password-title">{t('profile.password.title')}</h2>
      <p className="folio-profile__muted">{t('profile.password.description')}</p>
      <form className="folio-profile__form" onSubmit={(event) => void change(event)} noValidate>
        {field('currentPassword', t('profile.password.current'), 'current-password')}
        {field('newPassword', t('profile.password.new'), 'new-password')}
        {field('confirmPassword', t('profile.password.confirm'), 'new-password')}
        <div>
          <Button
            type="submit"
            label={t('profile.password.change')}
            icon="pi pi-key"
            loading={isBusy}
          />
        </div>
      </form>
      <h3>{t('profile.sessions.title')}</h3>
      <p className="folio-profile__muted">{t('profile.sessions.description')}</p>
      <Button
        type="button"
        severity="secondary"
        outlined
        icon="pi pi-sign-out"
        label={t('profile.sessions.signOutEverywhere')}
        disabled={isBusy}
        onClick={() => void signOutEverywhere()}
      />
    </section>
  );
}
