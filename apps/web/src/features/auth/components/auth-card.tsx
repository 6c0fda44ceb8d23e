import type { ReactNode } from 'react';

/** The card the auth screens sit in: an icon, a title, an optional subtitle and the content. */
export function AuthCard({
  icon,
  title,
  subtitle,
  children,
}: {
  icon: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className="folio-auth" aria-labelledby="auth-title">
      <i className={`pi ${icon} folio-auth__icon`} aria-hidden="true" />
      <h1 id="auth-title" className="folio-auth__title">
        {title}
      </h1>
      {subtitle && <p className="folio-auth__subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}
