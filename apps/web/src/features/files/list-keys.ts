/** The keys of the file list that act on rows (SPEC §2 list view; issue 5 "keyboard selection"). */
export type ListKey = {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
};

/** Where the list stands: the focused row, the selected rows and the anchor of a shift range. */
export type ListPosition = {
  index: number;
  count: number;
  selected: readonly number[];
  anchor: number | null;
};

/** What a key does: move the focus, change the selection, open the row or delete. */
export type ListMove = {
  focus?: number;
  selected?: number[];
  anchor?: number | null;
  open?: number;
  isDelete?: boolean;
};

const range = (from: number, to: number) => {
  const [low, high] = from <= to ? [from, to] : [to, from];
  return Array.from({ length: high - low + 1 }, (_, offset) => low + offset);
};

const union = (a: readonly number[], b: readonly number[]) =>
  [...new Set([...a, ...b])].sort((x, y) => x - y);

/**
 * What a key does in the file list, or `null` for a key the list leaves alone:
 * - ↑ ↓ Home End move the focus; with Shift they also select from the anchor to the new row.
 * - Space selects or unselects the focused row (and makes it the anchor); Shift+Space selects
 *   from the anchor to it.
 * - Ctrl/⌘+A selects every row; Escape clears the selection.
 * - Enter opens the focused row; Delete (or Backspace) asks to delete the selection, or the
 *   focused row when nothing is selected.
 */
export function moveInList(input: ListKey, at: ListPosition): ListMove | null {
  const last = at.count - 1;
  const target = (() => {
    switch (input.key) {
      case 'ArrowDown':
        return Math.min(last, at.index + 1);
      case 'ArrowUp':
        return Math.max(0, at.index - 1);
      case 'Home':
        return 0;
      case 'End':
        return last;
      default:
        return null;
    }
  })();
  if (target !== null) {
    if (!input.shiftKey) {
      return { focus: target };
    }
    const anchor = at.anchor ?? at.index;
    return { focus: target, anchor, selected: union(at.selected, range(anchor, target)) };
  }
  switch (input.key) {
    case ' ':
      if (input.shiftKey && at.anchor !== null) {
        return { selected: union(at.selected, range(at.anchor, at.index)) };
      }
      return {
        anchor: at.index,
        selected: at.selected.includes(at.index)
          ? at.selected.filter((row) => row !== at.index)
          : union(at.selected, [at.index]),
      };
    case 'a':
    case 'A':
      return input.ctrlKey || input.metaKey ? { selected: range(0, last) } : null;
    case 'Escape':
      return { selected: [], anchor: null };
    case 'Enter':
      return { open: at.index };
    case 'Delete':
    case 'Backspace':
      return { isDelete: true };
    default:
      return null;
  }
}
