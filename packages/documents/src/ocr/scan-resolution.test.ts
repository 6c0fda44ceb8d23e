import { describe, expect, it } from 'vitest';

import { highestPpi, ocrDpiFor } from './scan-resolution';

const LIST = `page   num  type   width height color comp bpc  enc interp  object ID x-ppi y-ppi size ratio
--------------------------------------------------------------------------------------------
   1     0 image     623  1255  rgb     3   8  jpeg   no         7  0    96    96  119K 5.2%
   1     1 smask     623  1255  gray    1   8  image  no         8  0    96    96   10K 1.3%
   1     2 image    2480  3508  gray    1   8  jpeg   no         9  0   300   300  400K 4.6%
`;

describe('the scan resolution of a page', () => {
  it('is the highest image ppi listed, masks left out', () => {
    expect(highestPpi(LIST)).toBe(300);
    expect(highestPpi(LIST.split('\n').slice(0, 4).join('\n'))).toBe(96);
    expect(highestPpi(LIST.split('\n').slice(0, 2).join('\n'))).toBeUndefined();
  });

  it('sets OCR at 1.5x the scan, between 100 dpi and the maximum', () => {
    expect(ocrDpiFor(96, 300)).toBe(144);
    expect(ocrDpiFor(300, 300)).toBe(300);
    expect(ocrDpiFor(50, 300)).toBe(100);
    expect(ocrDpiFor(undefined, 300)).toBe(300);
  });
});
