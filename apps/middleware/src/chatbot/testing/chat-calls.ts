import { COMPANY, type MiddlewareComponents } from '@folio/sdk';
import { expect } from 'vitest';

import {
  multipartBody,
  type StorageTestApp,
  type TestUser,
} from '../../storage/testing/storage-test-app';

type Schemas = MiddlewareComponents['schemas'];

/** Posts a chatbot form (`json_data` with the user context, plus files) as `user`. */
export function chatPoster(app: StorageTestApp, user: TestUser) {
  return async (
    url: string,
    jsonData: object,
    files: { name: string; bytes: Uint8Array }[] = [],
  ) => {
    const body = await multipartBody({ user: user.email, empresa: COMPANY, ...jsonData }, files);
    return app.call(user, { method: 'POST', url, payload: body.payload, headers: body.headers });
  };
}

export type ChatPoster = ReturnType<typeof chatPoster>;

/** Creates a topic from one Markdown file of `text` and waits for its training to succeed. */
export async function trainedTopic(
  post: ChatPoster,
  topico: string,
  text: string,
  settings: object = {},
): Promise<void> {
  await trainedTopicFrom(
    post,
    topico,
    { name: `${topico}.md`, bytes: new TextEncoder().encode(text) },
    settings,
  );
}

/** Creates a topic from one file and waits for its training to succeed. */
export async function trainedTopicFrom(
  post: ChatPoster,
  topico: string,
  file: { name: string; bytes: Uint8Array },
  settings: object = {},
): Promise<void> {
  const created = await post(
    '/chatbot/configure',
    { topico, descripcion: `Documentos de ${topico}`, ...settings },
    [file],
  );
  expect(created.statusCode, created.body).toBe(202);
  const deadline = Date.now() + 60_000;
  let status: string | undefined;
  while (status !== 'succeeded' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const detail = await post('/chatbot/topics/one', { topico });
    status = detail.json<Schemas['TopicDetail']>().topic.training?.status;
  }
  expect(status).toBe('succeeded');
}
