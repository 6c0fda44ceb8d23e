import { describe, expect, it } from 'vitest';

import {
  FOLDER_COLORS,
  FOLDER_COLOR_HEX,
  FOLDER_STATUSES,
  folderStatusTone,
} from './folder-display';

describe('folder display', () => {
  it('lists the eight colours of SPEC §3, each with a shade', () => {
    expect(FOLDER_COLORS).toEqual([
      'blue',
      'green',
      'yellow',
      'red',
      'purple',
      'orange',
      'teal',
      'gray',
    ]);
    for (const color of FOLDER_COLORS) {
      expect(FOLDER_COLOR_HEX[color]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives every status label of SPEC §4 a tone', () => {
    expect(FOLDER_STATUSES.map((status) => [status, folderStatusTone(status)])).toEqual([
      ['active', 'success'],
      ['inactive', 'neutral'],
      ['processing', 'info'],
      ['completed', 'success'],
      ['error', 'danger'],
      ['pending', 'warning'],
      ['syncing', 'info'],
    ]);
  });
});
