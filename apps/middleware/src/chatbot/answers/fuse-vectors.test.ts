import { expect, it } from 'vitest';

import { fuseWithVectors } from './fuse-vectors';

const passages = [
  { id: '1', score: 3 },
  { id: '2', score: 2 },
  { id: '3', score: 1 },
];

it('lifts passages whose vectors are close to the question over one without a vector', () => {
  const vectors = new Map([
    ['2', [0.2, 0.8]],
    ['3', [1, 0]],
  ]);
  const fused = fuseWithVectors(passages, [1, 0], vectors);
  expect(fused.map((passage) => passage.id)).toEqual(['3', '2', '1']);
});

it('keeps the full-text order when no passage has a vector', () => {
  expect(fuseWithVectors(passages, [1, 0], new Map()).map((passage) => passage.id)).toEqual([
    '1',
    '2',
    '3',
  ]);
});
