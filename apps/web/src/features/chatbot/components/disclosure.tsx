import { useId, useState, type ReactNode } from 'react';

/**
 * Something shown on demand under a button that names it, collapsed at first (a disclosure:
 * `aria-expanded` says whether it is open, `aria-controls` points at what it opens).
 */
export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="chatbot-disclosure">
      <button
        type="button"
        className="chatbot-disclosure-toggle"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setIsOpen((open) => !open)}
      >
        <i className={isOpen ? 'pi pi-chevron-down' : 'pi pi-chevron-right'} aria-hidden="true" />
        {label}
      </button>
      <div id={id} className="chatbot-disclosure-body" hidden={!isOpen}>
        {children}
      </div>
    </div>
  );
}
