import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase, type TestDatabase } from '../../db/testing';
import { retrieveFromAllFiles } from './global-search.queries';
import { insertFileRow, insertOwner } from './testing/chat-fixtures';

const PAGE_TWO = `Payment terms

Rent is paid monthly by bank transfer, before the fifth day of each month.

La educación de los empleados se financia con el presupuesto anual de formación.`;

describe('retrieveFromAllFiles', () => {
  let database: TestDatabase;
  let ana: { userId: string; folderId: string };
  let fileId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    ana = await insertOwner(database.db, 'ana@example.com');
    fileId = await insertFileRow(database.db, ana, 'lease.pdf');
    await database.db
      .insertInto('file_pages')
      .values([
        {
          file_id: fileId,
          user_id: ana.userId,
          page: 1,
          part: 1,
          text: 'The warehouse is in Leeds.',
        },
        { file_id: fileId, user_id: ana.userId, page: 2, part: 1, text: PAGE_TWO },
      ])
      .execute();
    const luis = await insertOwner(database.db, 'luis@example.com');
    const luisFile = await insertFileRow(database.db, luis, 'luis.pdf');
    await database.db
      .insertInto('file_pages')
      .values({ file_id: luisFile, user_id: luis.userId, page: 1, part: 1, text: PAGE_TWO })
      .execute();
  });

  afterAll(async () => {
    await database.close();
  });

  it("finds passages in the user's indexed pages, cut on the fly, never another user's", async () => {
    const found = await retrieveFromAllFiles(database.db, ana.userId, 'How is the rent paid?', {
      limit: 10,
    });
    expect(found[0]?.fileName).toBe('lease.pdf');
    expect(found[0]?.page).toBe(2);
    expect(found[0]?.heading).toBe('Payment terms');
    expect(found[0]?.text).toContain('bank transfer');
    expect(found[0]?.id).toBe(`${fileId}:2:${found[0]?.charStart}`);
    expect(PAGE_TWO.slice(found[0]?.charStart, found[0]?.charEnd)).toBe(found[0]?.text);
    expect(found.every((passage) => passage.fileId === fileId)).toBe(true);
  });

  it('meets accented index words with an unaccented question', async () => {
    const [best] = await retrieveFromAllFiles(database.db, ana.userId, 'presupuesto de educacion');
    expect(best?.text).toContain('educación');
    expect(best?.language).toBe('es');
  });
});
