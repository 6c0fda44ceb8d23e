import { Button } from 'primereact/button';

/**
 * A text button that shows or hides the region `controls` (a disclosure: `aria-expanded`,
 * `aria-controls`), such as a page's text beside its drawing (issue 22).
 */
export function DisclosureButton({
  icon,
  label,
  controls,
  isExpanded,
  onToggle,
}: {
  icon: string;
  label: string;
  controls: string;
  isExpanded: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      type="button"
      icon={icon}
      label={label}
      text
      aria-expanded={isExpanded}
      aria-controls={controls}
      onClick={onToggle}
    />
  );
}
