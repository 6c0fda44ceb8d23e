import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';

import type { Crumb } from '../use-cloud-import';

/** The way back up from an opened folder: the top level, then each folder opened on the way. */
export function CloudTrail({
  label,
  trail,
  onGoTo,
}: {
  label: string;
  trail: readonly Crumb[];
  onGoTo: (depth: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className="cloud-import__bar" aria-label={label}>
      <Button type="button" link label={t('integrations.import.top')} onClick={() => onGoTo(0)} />
      {trail.map((crumb, index) => (
        <Button
          key={crumb.id}
          type="button"
          link
          label={`/ ${crumb.name}`}
          onClick={() => onGoTo(index + 1)}
        />
      ))}
    </nav>
  );
}

/** A folder of a listing as a button that opens it. */
export function FolderButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      link
      icon="pi pi-folder"
      label={name}
      aria-label={t('integrations.import.open', { name })}
      onClick={onOpen}
    />
  );
}
