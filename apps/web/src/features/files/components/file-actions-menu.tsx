import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { displayName } from '../file-display';
import type { StoredFile } from '../storage-types';

/** What can be done with one file from its menu. */
export type FileAction = 'preview' | 'download' | 'details' | 'copy' | 'move' | 'delete';

const ACTIONS: ReadonlyArray<{ action: FileAction; icon: string }> = [
  { action: 'preview', icon: 'pi pi-eye' },
  { action: 'download', icon: 'pi pi-download' },
  { action: 'details', icon: 'pi pi-tags' },
  { action: 'copy', icon: 'pi pi-copy' },
  { action: 'move', icon: 'pi pi-arrow-right-arrow-left' },
  { action: 'delete', icon: 'pi pi-trash' },
];

/** The "⋮" button of a file and its popup menu of actions. */
export function FileActionsMenu({
  file,
  onAction,
}: {
  file: StoredFile;
  onAction: (action: FileAction, file: StoredFile) => void;
}) {
  const { t } = useTranslation();
  const menu = useRef<Menu>(null);
  const items: MenuItem[] = ACTIONS.map(({ action, icon }) => ({
    label: t(`files.actions.${action}`),
    icon,
    command: () => onAction(action, file),
  }));
  return (
    <>
      <Menu model={items} popup ref={menu} />
      <Button
        type="button"
        icon="pi pi-ellipsis-v"
        text
        rounded
        size="small"
        aria-label={t('files.actions.menu', { name: displayName(file) })}
        aria-haspopup="menu"
        onClick={(event) => menu.current?.toggle(event)}
      />
    </>
  );
}
