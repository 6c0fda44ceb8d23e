import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField } from '../../../components/form-field';
import { useNotices } from '../../../components/notices/notices-context';
import { saveDownload } from '../../../lib/download';
import { isWrongPassword, type ProfileApi } from '../profile-api';
import { useEndLocalSession } from '../use-profile';

/**
 * The data protection rights (SPEC §1 "GDPR"): download everything (a ZIP), and delete the
 * account after confirming with the password. Deleting signs this device out; the server mails
 * the confirmation.
 */
export function DataCard({ api }: { api: ProfileApi }) {
  const { t } = useTranslation();
  const { notifyError, notifySuccess } = useNotices();
  const endLocalSession = useEndLocalSession();
  const [isDownloading, setIsDownloading] = useState(false);
  const [isDeleteOpen, setIsDeleteOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [isDeleting, setIsDeleting] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      saveDownload(await api.exportData());
      notifySuccess(t('profile.data.downloaded'));
    } catch (error) {
      notifyError(error, 'profile.failures.download');
    } finally {
      setIsDownloading(false);
    }
  };

  const closeDelete = () => {
    setIsDeleteOpen(false);
    setPassword('');
    setPasswordError(undefined);
  };

  const confirmDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setPasswordError(t('validation.required'));
      return;
    }
    setIsDeleting(true);
    try {
      notifySuccess(await api.deleteAccount(password));
      endLocalSession();
    } catch (error) {
      setIsDeleting(false);
      if (isWrongPassword(error)) {
        setPasswordError(t('profile.password.wrongCurrent'));
      } else {
        notifyError(error, 'profile.failures.delete');
      }
    }
  };

  return (
    <section className="folio-profile__card" aria-labelledby="profile-data-title">
      <h2 id="profile-data-title">{t('profile.data.title')}</h2>
      <p className="folio-profile__muted">{t('profile.data.downloadDescription')}</p>
      <Button
        type="button"
        icon="pi pi-download"
        label={t('profile.data.download')}
        loading={isDownloading}
        onClick={() => void download()}
      />
      <p className="folio-profile__muted">{t('profile.data.deleteDescription')}</p>
      <Button
        type="button"
        severity="danger"
        outlined
        icon="pi pi-trash"
        label={t('profile.data.deleteButton')}
        onClick={() => setIsDeleteOpen(true)}
      />
      <Dialog
        visible={isDeleteOpen}
        onHide={closeDelete}
        header={t('profile.data.deleteDialogTitle')}
        style={{ width: '32rem' }}
        breakpoints={{ '640px': '95vw' }}
      >
        <form
          className="folio-profile__form"
          onSubmit={(event) => void confirmDelete(event)}
          noValidate
        >
          <p>{t('profile.data.deleteWarning')}</p>
          <TextField
            id="profile-delete-password"
            type="password"
            label={t('profile.data.deletePassword')}
            value={password}
            onChange={setPassword}
            error={passwordError}
            autoComplete="current-password"
          />
          <div className="folio-profile__actions">
            <Button type="button" text label={t('common.cancel')} onClick={closeDelete} />
            <Button
              type="submit"
              severity="danger"
              icon="pi pi-trash"
              label={t('profile.data.deleteConfirm')}
              loading={isDeleting}
            />
          </div>
        </form>
      </Dialog>
    </section>
  );
}
