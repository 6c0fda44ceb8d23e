import type { ReactNode } from 'react';

/**
 * The page of a screen whose feature comes later: its title, a sentence of what will be there and
 * an icon, in the same frame the finished screen will have.
 */
export function EmptyPage({
  icon,
  title,
  description,
  children,
}: {
  /** A PrimeIcons class, e.g. `pi-file`. */
  icon: string;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="folio-page" aria-labelledby="page-title">
      <h1 id="page-title" className="folio-page__title">
        {title}
      </h1>
      <div className="folio-empty">
        <i className={`pi ${icon} folio-empty__icon`} aria-hidden="true" />
        <p className="folio-empty__text">{description}</p>
        {children}
      </div>
    </section>
  );
}
