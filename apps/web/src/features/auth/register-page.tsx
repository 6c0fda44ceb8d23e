import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../app/paths';
import { FormMessage, TextField } from '../../components/form-field';

import { AccountKeyField } from './components/account-key-field';
import { AuthCard } from './components/auth-card';
import { CompanyFields } from './components/company-fields';
import { PasswordChecklist } from './components/password-checklist';
import { TermsLink } from './components/terms-link';
import { useRegisterForm } from './use-register-form';

/**
 * Register (SPEC §2, §5): the fields of SPEC §5 checked by core's `validateRegistration`, a live
 * password checklist, the terms link and the account key shown once. Success shows the server's
 * message and a link to login; the account is active once the e-mailed link is opened.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { fields, setField, accountKey, isKeySaved, setIsKeySaved, errors, status, submit } =
    useRegisterForm();
  const message = (key: (typeof errors)[keyof typeof errors]) => (key ? t(key) : undefined);

  if (status.kind === 'registered') {
    return (
      <AuthCard icon="pi-envelope" title={t('auth.register.successTitle')}>
        <FormMessage severity="success">
          {status.message || t('auth.register.successDescription', { email: fields.email })}
        </FormMessage>
        <Link to={paths.login}>{t('auth.backToLogin')}</Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon="pi-user-plus"
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
    >
      <form className="folio-form" onSubmit={(event) => void submit(event)} noValidate>
        {status.kind === 'editing' && status.serverError !== undefined && (
          <FormMessage severity="error">{status.serverError}</FormMessage>
        )}
        <TextField
          id="register-email"
          type="email"
          autoComplete="email"
          required
          label={t('auth.email')}
          value={fields.email}
          error={message(errors.email)}
          onChange={(value) => setField('email', value)}
        />
        <div className="folio-form__row">
          <TextField
            id="register-name"
            autoComplete="given-name"
            required
            label={t('auth.name')}
            value={fields.name}
            error={message(errors.name)}
            onChange={(value) => setField('name', value)}
          />
          <TextField
            id="register-lastname"
            autoComplete="family-name"
            required
            label={t('auth.lastname')}
            value={fields.lastname}
            error={message(errors.lastname)}
            onChange={(value) => setField('lastname', value)}
          />
        </div>
        <TextField
          id="register-password"
          type="password"
          autoComplete="new-password"
          required
          label={t('auth.password')}
          value={fields.password}
          error={message(errors.password)}
          aria-describedby="register-password-checklist"
          onChange={(value) => setField('password', value)}
        />
        <PasswordChecklist id="register-password-checklist" password={fields.password} />
        <TextField
          id="register-confirm-password"
          type="password"
          autoComplete="new-password"
          required
          label={t('auth.confirmPassword')}
          value={fields.confirmPassword}
          error={message(errors.confirmPassword)}
          onChange={(value) => setField('confirmPassword', value)}
        />
        <CompanyFields
          belongsToCompany={fields.belongsToCompany}
          companyId={fields.companyId}
          choiceError={message(errors.belongsToCompany)}
          companyIdError={message(errors.companyId)}
          onChoice={(value) => setField('belongsToCompany', value)}
          onCompanyId={(value) => setField('companyId', value)}
        />
        <AccountKeyField
          accountKey={accountKey}
          isSaved={isKeySaved}
          onSavedChange={setIsKeySaved}
          error={message(errors.hash)}
        />
        <TermsLink />
        <Button
          type="submit"
          label={t('auth.register.submit')}
          loading={status.kind === 'sending'}
        />
      </form>
      <p className="folio-auth__switch">
        {t('auth.register.haveAccount')}{' '}
        <Link to={paths.login}>{t('auth.register.loginLink')}</Link>
      </p>
    </AuthCard>
  );
}
