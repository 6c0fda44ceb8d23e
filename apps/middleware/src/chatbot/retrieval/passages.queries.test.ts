import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chunkPages } from '../engine/chunk';
import { openTestDatabase, type TestDatabase } from '../../db/testing';
import {
  deleteFilePassages,
  insertPassages,
  refreshPassageStatistics,
  retrievePassages,
} from './passages.queries';
import {
  insertConversation,
  insertFileRow,
  insertOwner,
  insertTopic,
} from './testing/chat-fixtures';

const LEASE = `# Warehouse lease

The warehouse lease was signed on 4 March 2019 by Acme Ltd and the landlord, for ten years.

Rent is paid monthly by bank transfer, before the fifth day of each month.`;

const CONTRATO = `# Contrato de educación

El contrato de formación y educación se firmó en Sevilla el 2 de mayo de 2021.

Las clases se imparten los martes y los jueves en el aula principal.`;

describe('chat passages queries', () => {
  let database: TestDatabase;
  let ana: { userId: string; folderId: string };
  let topicId: string;
  let otherTopicId: string;
  let leaseId: string;
  let contratoId: string;

  async function load(
    owner: { userId: string; folderId: string },
    topic: string,
    fileId: string,
    text: string,
    language: 'es' | 'en',
    conversationId: string | null = null,
  ) {
    await insertPassages(
      database.db,
      chunkPages([{ page: 1, text }]).map((draft) => ({
        ...draft,
        topicId: topic,
        fileId,
        userId: owner.userId,
        conversationId,
        language,
      })),
    );
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    ana = await insertOwner(database.db, 'ana@example.com');
    topicId = await insertTopic(database.db, ana.userId, 'leases');
    otherTopicId = await insertTopic(database.db, ana.userId, 'other');
    leaseId = await insertFileRow(database.db, ana, 'lease.md');
    contratoId = await insertFileRow(database.db, ana, 'contrato.md');
    await load(ana, topicId, leaseId, LEASE, 'en');
    await load(ana, topicId, contratoId, CONTRATO, 'es');
    await refreshPassageStatistics(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  it('finds the passage that answers, with its file name and offsets', async () => {
    const [best] = await retrievePassages(
      database.db,
      { userId: ana.userId, topicId },
      'When was the warehouse lease signed?',
    );
    expect(best?.fileName).toBe('lease.md');
    expect(best?.heading).toBe('Warehouse lease');
    expect(best?.text).toContain('signed on 4 March 2019');
    expect(LEASE.slice(best?.charStart, best?.charEnd)).toBe(best?.text);
    expect(best?.language).toBe('en');
    expect(best?.score).toBeGreaterThan(0);
  });

  it('matches Spanish words with or without accents', async () => {
    const [best] = await retrievePassages(
      database.db,
      { userId: ana.userId, topicId },
      '¿Dónde se firmó el contrato de educacion?',
    );
    expect(best?.fileName).toBe('contrato.md');
    expect(best?.text).toContain('Sevilla');
  });

  it("never returns another user's or another topic's passage", async () => {
    const luis = await insertOwner(database.db, 'luis@example.com');
    const luisTopic = await insertTopic(database.db, luis.userId, 'leases');
    const luisFile = await insertFileRow(database.db, luis, 'luis-lease.md');
    await load(luis, luisTopic, luisFile, LEASE, 'en');
    const otherFile = await insertFileRow(database.db, ana, 'other.md');
    await load(ana, otherTopicId, otherFile, LEASE, 'en');

    const found = await retrievePassages(
      database.db,
      { userId: ana.userId, topicId },
      'When was the warehouse lease signed?',
      { limit: 50 },
    );
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((passage) => passage.fileId === leaseId || passage.fileId === contratoId),
    ).toBe(true);
    const crossed = await retrievePassages(
      database.db,
      { userId: ana.userId, topicId: luisTopic },
      'When was the warehouse lease signed?',
    );
    expect(crossed).toEqual([]);
  });

  it("adds a conversation's attachment for that conversation only, and deletes it", async () => {
    const conversationId = await insertConversation(database.db, ana.userId, topicId);
    const otherConversation = await insertConversation(database.db, ana.userId, topicId);
    const attachment = await insertFileRow(database.db, ana, 'parking.md');
    await load(
      ana,
      topicId,
      attachment,
      'The parking permit costs 40 euros a month.',
      'en',
      conversationId,
    );

    const question = 'How much does the parking permit cost?';
    const mine = await retrievePassages(
      database.db,
      { userId: ana.userId, topicId, conversationId },
      question,
    );
    expect(mine[0]?.fileName).toBe('parking.md');
    const theirs = await retrievePassages(
      database.db,
      { userId: ana.userId, topicId, conversationId: otherConversation },
      question,
    );
    expect(theirs.some((passage) => passage.fileId === attachment)).toBe(false);

    await deleteFilePassages(database.db, { topicId, fileId: attachment, conversationId });
    const after = await retrievePassages(
      database.db,
      { userId: ana.userId, topicId, conversationId },
      question,
    );
    expect(after.some((passage) => passage.fileId === attachment)).toBe(false);
  });

  it('answers nothing for a question of stop words only', async () => {
    expect(
      await retrievePassages(database.db, { userId: ana.userId, topicId }, 'what is it?'),
    ).toEqual([]);
  });
});
