import { describe, expect, it } from 'vitest';

import { moveInList, type ListKey, type ListPosition } from './list-keys';

const key = (name: string, modifiers: Partial<ListKey> = {}): ListKey => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  ...modifiers,
});

const at = (position: Partial<ListPosition> = {}): ListPosition => ({
  index: 2,
  count: 5,
  selected: [],
  anchor: null,
  ...position,
});

describe('moveInList', () => {
  it('moves the focus with the arrows, Home and End, staying inside the list', () => {
    expect(moveInList(key('ArrowDown'), at())).toEqual({ focus: 3 });
    expect(moveInList(key('ArrowUp'), at())).toEqual({ focus: 1 });
    expect(moveInList(key('ArrowDown'), at({ index: 4 }))).toEqual({ focus: 4 });
    expect(moveInList(key('ArrowUp'), at({ index: 0 }))).toEqual({ focus: 0 });
    expect(moveInList(key('Home'), at())).toEqual({ focus: 0 });
    expect(moveInList(key('End'), at())).toEqual({ focus: 4 });
  });

  it('toggles the focused row with Space and makes it the anchor', () => {
    expect(moveInList(key(' '), at({ selected: [0] }))).toEqual({ anchor: 2, selected: [0, 2] });
    expect(moveInList(key(' '), at({ selected: [0, 2] }))).toEqual({ anchor: 2, selected: [0] });
  });

  it('extends the selection from the anchor with Shift and the arrows', () => {
    const first = moveInList(key('ArrowDown', { shiftKey: true }), at({ anchor: null }));
    expect(first).toEqual({ focus: 3, anchor: 2, selected: [2, 3] });
    const second = moveInList(
      key('ArrowDown', { shiftKey: true }),
      at({ index: 3, anchor: 2, selected: [2, 3] }),
    );
    expect(second).toEqual({ focus: 4, anchor: 2, selected: [2, 3, 4] });
    expect(
      moveInList(key('Home', { shiftKey: true }), at({ index: 2, anchor: 2, selected: [] })),
    ).toEqual({ focus: 0, anchor: 2, selected: [0, 1, 2] });
  });

  it('selects from the anchor to the focused row with Shift+Space', () => {
    expect(moveInList(key(' ', { shiftKey: true }), at({ index: 4, anchor: 1 }))).toEqual({
      selected: [1, 2, 3, 4],
    });
  });

  it('selects every row with Ctrl+A or Cmd+A, and clears with Escape', () => {
    expect(moveInList(key('a', { ctrlKey: true }), at())).toEqual({ selected: [0, 1, 2, 3, 4] });
    expect(moveInList(key('a', { metaKey: true }), at())).toEqual({ selected: [0, 1, 2, 3, 4] });
    expect(moveInList(key('a'), at())).toBeNull();
    expect(moveInList(key('Escape'), at({ selected: [1] }))).toEqual({
      selected: [],
      anchor: null,
    });
  });

  it('opens the focused row with Enter and asks to delete with Delete', () => {
    expect(moveInList(key('Enter'), at())).toEqual({ open: 2 });
    expect(moveInList(key('Delete'), at())).toEqual({ isDelete: true });
    expect(moveInList(key('Backspace'), at())).toEqual({ isDelete: true });
  });

  it('leaves other keys alone', () => {
    expect(moveInList(key('x'), at())).toBeNull();
    expect(moveInList(key('Tab'), at())).toBeNull();
  });
});
