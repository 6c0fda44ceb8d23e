import { describe, expect, it } from 'vitest';

import { boxToPercent } from './page-boxes';

describe('boxToPercent', () => {
  it('scales PDF points by 110/72 onto the 110 dpi page image (getDocumentPage)', () => {
    // An A4 page is 595 x 842 points: 909 x 1286 pixels at 110 dpi.
    const image = { width: (595 * 110) / 72, height: (842 * 110) / 72 };

    const box = boxToPercent([59.5, 84.2, 119, 168.4], image);

    expect(box?.left).toBeCloseTo(10);
    expect(box?.top).toBeCloseTo(10);
    expect(box?.width).toBeCloseTo(10);
    expect(box?.height).toBeCloseTo(10);
  });

  it('takes corners in either order', () => {
    const image = { width: 1100, height: 1100 };
    expect(boxToPercent([72, 72, 0, 0], image)).toEqual({ left: 0, top: 0, width: 10, height: 10 });
  });

  it('has nothing to show for an empty box or an image without size', () => {
    expect(boxToPercent([10, 10, 10, 20], { width: 100, height: 100 })).toBeNull();
    expect(boxToPercent([0, 0, 10, 10], { width: 0, height: 0 })).toBeNull();
  });
});
