import { checkPasswordRequirements } from '@folio/core';
import { useTranslation } from 'react-i18next';

/** The password rule of SPEC §5 as a live checklist under the password field. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const met = checkPasswordRequirements(password);
  const items = [
    { isMet: met.length, label: t('auth.passwordChecklist.length') },
    { isMet: met.uppercase, label: t('auth.passwordChecklist.uppercase') },
    { isMet: met.number, label: t('auth.passwordChecklist.number') },
    { isMet: met.special, label: t('auth.passwordChecklist.special') },
  ];
  return (
    <div id={id} className="folio-checklist">
      <span>{t('auth.passwordChecklist.title')}</span>
      <ul>
        {items.map((item) => (
          <li
            key={item.label}
            className={item.isMet ? 'folio-checklist__item--met' : 'folio-checklist__item'}
            data-met={item.isMet}
          >
            <i className={`pi ${item.isMet ? 'pi-check' : 'pi-times'}`} aria-hidden="true" />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
