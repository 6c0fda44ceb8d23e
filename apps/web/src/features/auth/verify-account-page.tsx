import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '../../app/paths';
import { FormMessage } from '../../components/form-field';
import { serverErrorText } from '../../lib/error-message';
import { useLanguage } from '../../lib/i18n';

import { AuthCard } from './components/auth-card';
import { useAuthCalls } from './use-auth-calls';

type Verification =
  | { kind: 'verifying' }
  | { kind: 'verified'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Verify account (SPEC §2): opened from the e-mailed link, shows 'Verifying...', then either the
 * error or the success with a link to login. A link without its token fails at once.
 */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const calls = useAuthCalls();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [verification, setVerification] = useState<Verification>({ kind: 'verifying' });

  useEffect(() => {
    let isCurrent = true;
    const settle = (next: Verification) => isCurrent && setVerification(next);
    const attempt =
      token === '' ? Promise.reject(new Error('no token')) : calls.verifyAccount(token);
    attempt.then(
      (message) => settle({ kind: 'verified', message }),
      (failure: unknown) =>
        settle({
          kind: 'failed',
          message: serverErrorText(failure, language, t('validation.linkInvalid')),
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, calls, language, t]);

  if (verification.kind === 'verifying') {
    return (
      <AuthCard icon="pi-spin pi-spinner" title={t('auth.verifyAccount.verifying')}>
        <span className="folio-visually-hidden" role="status">
          {t('auth.verifyAccount.verifying')}
        </span>
      </AuthCard>
    );
  }
  const isVerified = verification.kind === 'verified';
  return (
    <AuthCard
      icon={isVerified ? 'pi-verified' : 'pi-times-circle'}
      title={t(isVerified ? 'auth.verifyAccount.successTitle' : 'auth.verifyAccount.failedTitle')}
    >
      <FormMessage severity={isVerified ? 'success' : 'error'}>
        {isVerified ? t('auth.verifyAccount.successDescription') : verification.message}
      </FormMessage>
      <Link to={paths.login}>{t('auth.verifyAccount.goToLogin')}</Link>
    </AuthCard>
  );
}
