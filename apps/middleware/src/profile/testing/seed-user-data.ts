import { spendPages } from '../../balance/page-balance';
import type { ProfileTestApp, ProfileUser } from './profile-test-app';

const encoder = new TextEncoder();

/**
 * Gives a user something of every kind the export copies and the erasure removes: a stored file
 * (uploaded for real), an extraction configuration with a run of two documents (5 pages spent),
 * a chatbot topic trained on the file (2 pages spent) with a conversation of one message, a
 * utility use, and a document database record with its PDF. Answers the names to look for.
 */
export async function seedUserData(test: ProfileTestApp, user: ProfileUser, tag: string) {
  const { db } = test;
  const uploaded = await test.upload(user, [
    { name: `notes-${tag}.txt`, bytes: encoder.encode(`notes of ${tag}`), type: 'text/plain' },
  ]);
  if (uploaded.statusCode >= 300) {
    throw new Error(`upload failed: ${uploaded.body}`);
  }
  const file = await db
    .selectFrom('files')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();

  const configuration = await db
    .insertInto('configurations')
    .values({
      user_id: user.id,
      name: `invoices${tag}`,
      document_type: 'invoice',
      prompt: null,
      model: null,
      example_file_id: null,
      attributes: JSON.stringify([{ name: 'total', type: 'number', placement: 'header' }]),
      last_run_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const run = await db
    .insertInto('extraction_runs')
    .values({
      user_id: user.id,
      configuration_id: configuration.id,
      zip_name: `march-${tag}.zip`,
      status: 'succeeded',
      finished_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('extracted_documents')
    .values(
      [2, 3].map((pages, index) => ({
        user_id: user.id,
        configuration_id: configuration.id,
        run_id: run.id,
        file_name: `invoice-${tag}-${index}.pdf`,
        pages,
        status: 'done' as const,
        state: 'verified' as const,
        headers: JSON.stringify({ total: `${100 + index}.00` }),
        items: JSON.stringify([]),
        available_fields: JSON.stringify({ headers: ['total'], details: [] }),
      })),
    )
    .execute();
  // Spent document by document, as the run's job does: both add to the run's ledger row.
  for (const pages of [2, 3]) {
    await spendPages(db, user.id, pages, { kind: 'extraction', runId: run.id });
  }

  const topic = await db
    .insertInto('chat_topics')
    .values({ user_id: user.id, name: `topic${tag}`, description: 'notes' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const training = await db
    .insertInto('chat_trainings')
    .values({ topic_id: topic.id, user_id: user.id, status: 'succeeded', finished_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_topic_files')
    .values({
      topic_id: topic.id,
      file_id: file.id,
      user_id: user.id,
      training_id: training.id,
      status: 'trained',
      pages: 2,
    })
    .execute();
  await spendPages(db, user.id, 2, { kind: 'training', trainingId: training.id });
  await db
    .insertInto('utility_uses')
    .values({ user_id: user.id, tool: 'combinePdfs', files: 2, pages: 3, duration_ms: 40 })
    .execute();
  const conversation = await db
    .insertInto('chat_conversations')
    .values({ topic_id: topic.id, user_id: user.id, name: `Conversation ${tag}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_messages')
    .values({
      conversation_id: conversation.id,
      user_id: user.id,
      user_message: `What is in the notes of ${tag}?`,
      bot_response: `The notes of ${tag}.`,
      status: 'done',
    })
    .execute();

  const record = await db
    .insertInto('docdb_records')
    .values({ user_id: user.id, config_name: `invoices${tag}`, data: JSON.stringify({ total: 1 }) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const blobKey = `docdb/${user.id}/${record.id}`;
  const stored = await test.app.folio.blobs.put(blobKey, encoder.encode(`%PDF-1.4 ${tag}`));
  await db
    .insertInto('docdb_files')
    .values({
      record_id: record.id,
      user_id: user.id,
      file_name: `record-${tag}.pdf`,
      blob_key: blobKey,
      size: stored.size,
    })
    .execute();

  return {
    fileName: `notes-${tag}.txt`,
    configuration: `invoices${tag}`,
    topic: `topic${tag}`,
    question: `What is in the notes of ${tag}?`,
    docdbFile: `record-${tag}.pdf`,
  };
}
