import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * One figure of the dashboard: its name as a heading, the figure, what it is made of, and a link
 * to the screen it comes from. The link covers the whole card for a pointer (CSS), and keeps its
 * own words for a screen reader.
 */
export function FigureCard({
  icon,
  title,
  value,
  to,
  linkText,
  children,
}: {
  /** A PrimeIcons class, e.g. `pi-file`. */
  icon: string;
  title: string;
  value: string;
  to: string;
  linkText: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <article className="dashboard-card" aria-labelledby={id}>
      <h3 id={id} className="dashboard-card__title">
        <i className={`pi ${icon}`} aria-hidden="true" />
        {title}
      </h3>
      <p className="dashboard-card__value">{value}</p>
      {children}
      <Link className="dashboard-card__link" to={to}>
        {linkText}
      </Link>
    </article>
  );
}
