import { formatDate } from '@folio/core';
import { useTranslation } from 'react-i18next';

import type { BalanceHistory } from '../profile-api';

type Entry = BalanceHistory['entries'][number];

/** Rows of the ledger that add pages; every other row spent them. */
const isCredit = (entry: Entry) => entry.kind === 'granted' || entry.kind === 'opening';

/** The page balance and its ledger (DECISIONS.md "Balance"), newest first. */
export function BalanceCard({ balance }: { balance: BalanceHistory }) {
  const { t } = useTranslation();
  const spent = balance.entries.filter((entry) => !isCredit(entry));
  return (
    <section className="folio-profile__card" aria-labelledby="profile-balance-title">
      <h2 id="profile-balance-title">{t('profile.balance.title')}</h2>
      <p className="folio-profile__balance" role="status">
        {t('profile.balance.left', { count: balance.balancePages })}
      </p>
      <p className="folio-profile__muted">{t('profile.balance.description')}</p>
      {spent.length === 0 && <p>{t('profile.balance.empty')}</p>}
      <table className="folio-profile__table">
        <thead>
          <tr>
            <th scope="col">{t('profile.balance.columns.date')}</th>
            <th scope="col">{t('profile.balance.columns.what')}</th>
            <th scope="col">{t('profile.balance.columns.pages')}</th>
          </tr>
        </thead>
        <tbody>
          {balance.entries.map((entry, index) => (
            <tr key={`${entry.at}-${index}`}>
              <td>{formatDate(entry.at)}</td>
              <td>
                {t(`profile.balance.kinds.${entry.kind}`)}
                {entry.label !== '' && (
                  <span className="folio-profile__muted"> · {entry.label}</span>
                )}
              </td>
              <td className="folio-profile__pages">
                {isCredit(entry) ? `+${entry.pages}` : `−${entry.pages}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
