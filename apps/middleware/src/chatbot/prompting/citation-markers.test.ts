import { describe, expect, it } from 'vitest';

import { createCitationMarkers } from './citation-markers';

function run(deltas: readonly string[], sources: number) {
  const markers = createCitationMarkers(sources);
  const text = deltas.map((delta) => markers.push(delta)).join('') + markers.flush();
  return { text, cited: markers.cited() };
}

describe('createCitationMarkers', () => {
  it('renumbers cited sources in the order the answer first cites them', () => {
    expect(run(['El plazo es 30 días [3]. El importe [1] y el plazo [3].'], 4)).toEqual({
      text: 'El plazo es 30 días [1]. El importe [2] y el plazo [1].',
      cited: [2, 0],
    });
  });

  it('drops a marker of a source that was not given, and keeps the valid ones of a list', () => {
    expect(run(['Total 12 € [7]. Fecha [2, 9].'], 3)).toEqual({
      text: 'Total 12 € . Fecha [1].',
      cited: [1],
    });
  });

  it('reads a marker cut across deltas at any point', () => {
    const whole = 'Uno [1], dos [12] y tres [2, 3]. Una lista [sin número] queda.';
    for (let cut = 1; cut < whole.length; cut++) {
      expect(run([whole.slice(0, cut), whole.slice(cut)], 3).text).toBe(
        'Uno [1], dos  y tres [2][3]. Una lista [sin número] queda.',
      );
    }
  });

  it('holds back nothing that cannot become a marker', () => {
    const markers = createCitationMarkers(2);
    expect(markers.push('Placeholder [NAME_1] y [')).toBe('Placeholder [NAME_1] y ');
    expect(markers.push('2')).toBe('');
    expect(markers.push('] fin')).toBe('[1] fin');
  });
});
