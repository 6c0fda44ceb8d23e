import { describe, expect, it } from 'vitest';

import { createMaskTable } from './anonymiser';
import { MAX_PLACEHOLDER_LENGTH } from './placeholders';
import { createStreamRestorer } from './restore-stream';

function tableWithTwoPeople() {
  const table = createMaskTable();
  table.mask('Sr. Juan Pérez y Sra. Ana Gil, ana@example.es');
  return table;
}

/** A small deterministic generator (mulberry32), so failures replay. */
function createRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function cutRandomly(text: string, random: () => number): string[] {
  const deltas: string[] = [];
  let from = 0;
  while (from < text.length) {
    const size = Math.floor(random() * 8);
    deltas.push(text.slice(from, from + size));
    from += size;
  }
  return deltas;
}

describe('createStreamRestorer', () => {
  it('restores a placeholder cut between two deltas', () => {
    const restorer = createStreamRestorer(tableWithTwoPeople());

    const first = restorer.push('Según [NA');
    const second = restorer.push('ME_1] dijo');

    expect(first).toBe('Según ');
    expect(first + second + restorer.flush()).toBe('Según Juan Pérez dijo');
  });

  it('restores an unbracketed placeholder cut in the middle', () => {
    const restorer = createStreamRestorer(tableWithTwoPeople());

    const output = restorer.push('Según NA') + restorer.push('ME_2 y') + restorer.flush();

    expect(output).toBe('Según Ana Gil y');
  });

  it('does not take the end of a longer word for a placeholder', () => {
    const restorer = createStreamRestorer(tableWithTwoPeople());
    const longWord = 'X'.repeat(MAX_PLACEHOLDER_LENGTH + 6);

    const output = restorer.push(longWord) + restorer.push('NAME_1 ok') + restorer.flush();

    expect(output).toBe(`${longWord}NAME_1 ok`);
  });

  it('holds back no more than a placeholder can be long', () => {
    const restorer = createStreamRestorer(tableWithTwoPeople());
    const text = `abc [${'y'.repeat(40)} and a long sentence without brackets, NAME_1`;
    let shown = 0;
    let received = 0;
    for (const delta of cutRandomly(text, createRandom(7))) {
      received += delta.length;
      shown += restorer.push(delta).length;
      expect(received - shown).toBeLessThanOrEqual(MAX_PLACEHOLDER_LENGTH);
    }
  });

  it('gives, for any cut points, the same text as restoring the whole answer', () => {
    const table = tableWithTwoPeople();
    const answers = [
      'Según [NAME_1], el contrato con [ name_2 ] (ana: [EMAIL_1]) vence en [NAME_3].',
      'NAME_1 y NAME_2 firman; [Name 1] confirma; [NAME_1 y [NAME_2]] y [[EMAIL_1]].',
      'Sin marcadores: [nota] [1] NAME_ NAMES_1 xNAME_1 NAME_1x _NAME_1 [NAME_1',
      `${'w'.repeat(30)}NAME_1 [${'z'.repeat(30)}NAME_2] [   NAME_1 ] fin`,
    ];
    const random = createRandom(11);
    for (const answer of answers) {
      const whole = table.restore(answer);
      for (let round = 0; round < 300; round += 1) {
        const restorer = createStreamRestorer(table);
        const pushed = cutRandomly(answer, random).map((delta) => restorer.push(delta));
        expect(pushed.join('') + restorer.flush()).toBe(whole);
      }
    }
  });
});
