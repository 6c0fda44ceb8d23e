import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeStorage, storedFile } from './testing/fake-storage';
import { renderFiles } from './testing/render-files';

const COMPLEX = storedFile('bomba.docx', { index_status: 'failed', index_error: 'too-complex' });
const LOCKED = storedFile('secreto.pdf', { index_status: 'failed', index_error: 'encrypted' });
const OLD_FAILURE = storedFile('antiguo.pdf', { index_status: 'failed', index_error: null });
const HUGE = storedFile('enorme.pdf', { index_status: 'skipped', index_error: 'too-large' });
const SONG = storedFile('nota.mp3', {
  kind: 'audio',
  index_status: 'skipped',
  index_error: 'no-text',
});
const FINE = storedFile('informe.pdf');

const FAILED = 'Could not be indexed for content search';

const table = () => screen.getByRole('region', { name: /^(Files of|Archivos de)/ });

async function rowOf(name: string) {
  const row = (await within(table()).findByRole('button', { name })).closest('tr');
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return row;
}

async function openDetails(name: string) {
  fireEvent.click(await within(table()).findByRole('button', { name: `Actions for ${name}` }));
  // PrimeReact measures the popup hidden in jsdom (see files-actions.test.tsx).
  fireEvent.click(
    await screen.findByRole('menuitem', { name: 'Tags and description', hidden: true }),
  );
  return screen.findByRole('dialog', { name: `Tags and description of ${name}` });
}

describe('files the content index could not read (issue 17)', () => {
  it('marks a failed file in its row with the reason in words, and no other file', async () => {
    await renderFiles(
      createFakeStorage({ files: [COMPLEX, LOCKED, OLD_FAILURE, HUGE, SONG, FINE] }),
    );

    const complex = await rowOf('bomba.docx');
    expect(
      within(complex).getByText(`${FAILED}: the file is too complex.`).closest('[title]'),
    ).toHaveProperty('title', `${FAILED}: the file is too complex.`);
    expect(
      within(await rowOf('secreto.pdf')).getByText(`${FAILED}: it is protected by a password.`),
    ).toBeDefined();
    expect(within(await rowOf('antiguo.pdf')).getByText(`${FAILED}.`)).toBeDefined();
    for (const name of ['enorme.pdf', 'nota.mp3', 'informe.pdf']) {
      expect(within(await rowOf(name)).queryByText(/indexed for content search/)).toBeNull();
    }
  });

  it('says why in the file’s details dialog', async () => {
    await renderFiles(createFakeStorage({ files: [COMPLEX, HUGE, FINE] }));

    const complex = await openDetails('bomba.docx');
    expect(within(complex).getByRole('note').textContent).toBe(
      `${FAILED}: the file is too complex.`,
    );
    fireEvent.click(within(complex).getByRole('button', { name: 'Cancel' }));

    const huge = await openDetails('enorme.pdf');
    expect(within(huge).getByRole('note').textContent).toBe(
      'Not indexed for content search: the file is too large.',
    );
    fireEvent.click(within(huge).getByRole('button', { name: 'Cancel' }));

    const fine = await openDetails('informe.pdf');
    expect(within(fine).queryByRole('note')).toBeNull();
  });

  it('marks the card in the grid view too', async () => {
    await renderFiles(createFakeStorage({ files: [LOCKED, FINE] }));

    fireEvent.click(await screen.findByRole('button', { name: 'Grid view' }));

    const grid = await screen.findByRole('list', { name: /^Files of/ });
    const card = within(grid).getByRole('button', { name: 'secreto.pdf' }).closest('li');
    expect(card?.textContent).toContain(`${FAILED}: it is protected by a password.`);
    const fine = within(grid).getByRole('button', { name: 'informe.pdf' }).closest('li');
    expect(fine?.textContent).not.toContain(FAILED);
  });

  it('says it in Spanish', async () => {
    await renderFiles(createFakeStorage({ files: [COMPLEX, LOCKED] }), {
      browserLanguage: 'es-ES',
    });

    expect(
      await within(table()).findByText(
        'No se pudo indexar para la búsqueda de contenido: el archivo es demasiado complejo.',
      ),
    ).toBeDefined();
    expect(
      within(table()).getByText(
        'No se pudo indexar para la búsqueda de contenido: está protegido con contraseña.',
      ),
    ).toBeDefined();
  });
});
