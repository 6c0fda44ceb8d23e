import { describe, expect, it } from 'vitest';

import { bytesOf, formatTable, highlightSnippet, progressBar, safeText } from './format';

describe('safeText', () => {
  it('shows control characters as ? so a file name cannot drive the terminal', () => {
    expect(safeText('a\u001b[2Jb\nc\u009bd')).toBe('a?[2Jb?c?d');
  });
});

describe('formatTable', () => {
  it('pads each column to its widest cell, right-aligns when asked, no trailing spaces', () => {
    const lines = formatTable(
      [{ heading: 'NAME' }, { heading: 'SIZE', align: 'right' }, { heading: 'TAGS' }],
      [
        ['año.pdf', '1.5 KB', ''],
        ['b', '12 B', 'x'],
      ],
    );
    expect(lines).toEqual(['NAME       SIZE  TAGS', 'año.pdf  1.5 KB', 'b          12 B  x']);
  });
});

describe('progressBar', () => {
  it('fills in proportion and shows the percentage', () => {
    expect(progressBar(1, 4, 8)).toBe('[##......]  25%');
    expect(progressBar(5, 4, 8)).toBe('[########] 100%');
  });

  it('is full when there is nothing to send', () => {
    expect(progressBar(0, 0, 4)).toBe('[####] 100%');
  });
});

describe('bytesOf', () => {
  it('shows both sizes in 1024 steps (SPEC §9)', () => {
    expect(bytesOf(1536, 1048576)).toBe('1.5 KB / 1.0 MB');
  });
});

describe('highlightSnippet', () => {
  const snippet = 'the <mark>invoice</mark>\ntotal of <mark>March</mark>';

  it('shows the matches bold and underlined on a terminal', () => {
    expect(highlightSnippet(snippet, true)).toBe(
      'the \u001b[1m\u001b[4minvoice\u001b[22m\u001b[24m total of \u001b[1m\u001b[4mMarch\u001b[22m\u001b[24m',
    );
  });

  it('drops the markers elsewhere, on one line', () => {
    expect(highlightSnippet(snippet, false)).toBe('the invoice total of March');
  });

  it('never lets the document send escape sequences', () => {
    expect(highlightSnippet('<mark>a\u001b]0;x\u0007</mark>', false)).toBe('a?]0;x?');
  });
});
