import './profile.css';

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { LoadingScreen } from '../../components/loading-screen';

import { AccountCard } from './components/account-card';
import { BalanceCard } from './components/balance-card';
import { DataCard } from './components/data-card';
import { SecurityCard } from './components/security-card';
import { useProfile } from './use-profile';

/**
 * The user profile (SPEC §2 /profile, issue 13): the account, the page balance and its history,
 * the password and devices, and the user's data (download everything, delete the account).
 * `sections` are other features' cards the app adds to the grid (API keys), after these.
 */
export function ProfilePage({ sections }: { sections?: ReactNode }) {
  const { t } = useTranslation();
  const { api, data, reload } = useProfile();
  return (
    <div className="folio-profile">
      <header className="folio-profile__header">
        <h1>{t('profile.title')}</h1>
        <p className="folio-profile__muted">{t('profile.description')}</p>
      </header>
      {data === null ? (
        <LoadingScreen />
      ) : (
        <div className="folio-profile__grid">
          <AccountCard key={data.profile.email} profile={data.profile} api={api} onSaved={reload} />
          <BalanceCard balance={data.balance} />
          <SecurityCard api={api} />
          <DataCard api={api} />
          {sections}
        </div>
      )}
    </div>
  );
}
