import { useRef, type KeyboardEvent } from 'react';

import { moveInList } from './list-keys';
import type { StoredFile } from './storage-types';

const ROW = 'tr[data-p-selectable-row="true"]';

/**
 * The list's keys (`moveInList`) over the table's rows: read where the focus is, apply the move,
 * focus the new row (a roving tab stop: only the focused row is in the tab order). Keys are taken
 * before the table sees them, so one key does one thing.
 */
export function useRowKeyboard({
  files,
  selected,
  onSelect,
  onOpen,
  onDelete,
}: {
  files: readonly StoredFile[];
  selected: readonly StoredFile[];
  onSelect: (files: StoredFile[]) => void;
  onOpen: (file: StoredFile) => void;
  onDelete: (files: StoredFile[]) => void;
}) {
  const anchor = useRef<number | null>(null);

  return (event: KeyboardEvent<HTMLElement>) => {
    const row = event.target instanceof HTMLElement ? event.target.closest('tr') : null;
    if (!row?.matches(ROW) || row !== event.target) {
      return;
    }
    const rows = Array.from(
      row.parentElement?.querySelectorAll<HTMLElement>(`:scope > ${ROW}`) ?? [],
    );
    const index = rows.indexOf(row);
    const selectedIndexes = files
      .map((file, position) => (selected.some((entry) => entry.id === file.id) ? position : -1))
      .filter((position) => position >= 0);
    const move = moveInList(event, {
      index,
      count: rows.length,
      selected: selectedIndexes,
      anchor: anchor.current,
    });
    if (move === null || index < 0) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (move.anchor !== undefined) {
      anchor.current = move.anchor;
    }
    if (move.selected) {
      onSelect(move.selected.flatMap((position) => files[position] ?? []));
    }
    if (move.focus !== undefined && rows[move.focus]) {
      row.tabIndex = -1;
      const next = rows[move.focus];
      if (next) {
        next.tabIndex = 0;
        next.focus();
      }
    }
    const opened = move.open === undefined ? undefined : files[move.open];
    if (opened) {
      onOpen(opened);
    }
    if (move.isDelete) {
      const focused = files[index];
      const targets = selected.length > 0 ? [...selected] : focused ? [focused] : [];
      if (targets.length > 0) {
        onDelete(targets);
      }
    }
  };
}
