import { describe, expect, it } from 'vitest';

import {
  areAttributesValid,
  checkNewFieldName,
  findAttributeListProblems,
  findAttributeProblems,
} from './attributes';

describe('checkNewFieldName', () => {
  it("refuses a header the document already has: 'The header already exists' (SPEC §5)", () => {
    expect(checkNewFieldName('Total', ['Invoice No', 'Total'], 'header')).toBe('headerExists');
  });

  it("refuses a field the document already has: 'The field already exists' (SPEC §5)", () => {
    expect(checkNewFieldName(' amount ', ['Amount'], 'detail')).toBe('fieldExists');
  });

  it('refuses a blank name and takes a new one', () => {
    expect(checkNewFieldName('  ', [], 'header')).toBe('nameRequired');
    expect(checkNewFieldName('Due date', ['Date'], 'header')).toBeNull();
  });
});

describe('findAttributeProblems', () => {
  it('marks the later of two equal names of the same placement, not the first (SPEC §5)', () => {
    expect(
      findAttributeProblems([
        { name: 'Total', placement: 'header' },
        { name: 'Total', placement: 'detail' },
        { name: 'total', placement: 'header' },
        { name: '', placement: 'detail' },
      ]),
    ).toEqual([null, null, 'headerExists', 'nameRequired']);
  });
});

describe('findAttributeListProblems', () => {
  it('needs at least one header and one detail attribute (SPEC §5)', () => {
    expect(findAttributeListProblems([])).toEqual(['headerRequired', 'detailRequired']);
    expect(findAttributeListProblems([{ name: 'Total', placement: 'header' }])).toEqual([
      'detailRequired',
    ]);
    expect(
      findAttributeListProblems([
        { name: 'Total', placement: 'header' },
        { name: 'Amount', placement: 'detail' },
      ]),
    ).toEqual([]);
  });
});

describe('areAttributesValid', () => {
  it('is true only for named, unique attributes of both placements', () => {
    const good = [
      { name: 'Total', placement: 'header' as const },
      { name: 'Amount', placement: 'detail' as const },
    ];
    expect(areAttributesValid(good)).toBe(true);
    expect(areAttributesValid([...good, { name: 'TOTAL', placement: 'header' }])).toBe(false);
  });
});
