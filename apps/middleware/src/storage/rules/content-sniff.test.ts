import { describe, expect, it } from 'vitest';

import { contentMatchesExtension } from './content-sniff';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

describe('contentMatchesExtension (issue 5: type by content too)', () => {
  it('accepts a PDF by its magic, also after a little leading junk', () => {
    expect(contentMatchesExtension('pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesExtension('pdf', bytes('\n\n%PDF-1.4'))).toBe(true);
  });

  it('refuses a .pdf that is not a PDF', () => {
    expect(contentMatchesExtension('pdf', bytes('hello, I am text'))).toBe(false);
    expect(contentMatchesExtension('pdf', bytes('PK', [3, 4]))).toBe(false);
  });

  it('wants a ZIP for OOXML and OpenDocument files', () => {
    expect(contentMatchesExtension('docx', bytes('PK', [3, 4], 'rest'))).toBe(true);
    expect(contentMatchesExtension('xlsx', bytes('%PDF-1.4'))).toBe(false);
  });

  it('checks images by their signatures', () => {
    expect(contentMatchesExtension('png', bytes([0x89], 'PNG', [13, 10, 26, 10]))).toBe(true);
    expect(contentMatchesExtension('jpg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(contentMatchesExtension('webp', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe(true);
    expect(contentMatchesExtension('webp', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe(false);
    expect(contentMatchesExtension('png', bytes('GIF89a'))).toBe(false);
  });

  it('refuses binary content under a text extension, unless UTF-16', () => {
    expect(contentMatchesExtension('csv', bytes('a;b\n1;2\n'))).toBe(true);
    expect(contentMatchesExtension('txt', bytes('MZ', [0x90, 0]))).toBe(false);
    expect(contentMatchesExtension('csv', bytes([0xff, 0xfe], 'a', [0]))).toBe(true);
  });

  it('tells an MP3 frame from other bytes', () => {
    expect(contentMatchesExtension('mp3', bytes('ID3', [4, 0]))).toBe(true);
    expect(contentMatchesExtension('mp3', bytes([0xff, 0xfb, 0x90]))).toBe(true);
    expect(contentMatchesExtension('mp3', bytes([0xff, 0x00]))).toBe(false);
  });

  it('lets extensions without a rule through', () => {
    expect(contentMatchesExtension('xyz', bytes([0, 1, 2]))).toBe(true);
  });
});
