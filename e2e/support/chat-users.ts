// The users, topics and calls the chatbot API suites share (SPEC §7 Chatbot; issue 10): users
// with the whole SDK (the streamed answer reads `FolioClients`), the report topic each suite
// trains for its own user, the chatbot calls, and the waits for a training to finish.

import {
  expectData,
  jsonDataForm,
  sendChatMessage,
  userContext,
  type ChatMessageJsonData,
  type ChatMessagePath,
  type ChatStreamEvent,
  type JsonDataFields,
  type MiddlewareComponents,
} from '@folio/sdk';
import { inject } from 'vitest';

import { signInAccount, type ServerHosts, type SignedInUser } from './accounts';
import { pollUntil } from './poll';
import { pdfWithLines } from './sample-files';

type Schemas = MiddlewareComponents['schemas'];

/** A signed-in user with SDK clients that send their token. */
export type ChatUser = SignedInUser;

/** What a call as a user needs: the e-mail of the user context and the signed-in client. */
export type ChatCaller = Pick<ChatUser, 'email' | 'api'>;

let counter = 0;

/** A verified user, signed in, on `hosts` (this run's servers by default). */
export const signInChatUser = (
  name: string,
  hosts: ServerHosts = inject('servers'),
): Promise<ChatUser> =>
  signInAccount(hosts, `chat.${name}.${Date.now().toString(36)}${String(counter++)}@example.com`);

/** A file to send, under `name`. */
export const asFile = (name: string, content: Uint8Array | string, type = '') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

export const ctx = (user: ChatCaller) => userContext(user.email);

/** Creates a topic from its reference file (configureChatbot). */
export const configure = (
  user: ChatCaller,
  settings: JsonDataFields<'configureChatbot'>,
  file: File,
) =>
  user.api.POST(
    '/chatbot/configure',
    jsonDataForm('configureChatbot', { ...ctx(user), ...settings }, { file }),
  );

/** Adds uploaded files to a topic (trainConversational). */
export const train = (user: ChatCaller, topico: string, files: File[]) =>
  user.api.POST(
    '/chatbot/train/conversational',
    jsonDataForm('trainConversational', { ...ctx(user), topico }, { files }),
  );

export const listTopics = async (user: ChatCaller) =>
  (
    await expectData(
      user.api.POST('/chatbot/topics/list', jsonDataForm('getTopics', { ...ctx(user) })),
    )
  ).topics;

export const history = (user: ChatCaller, topico: string, conversationId: string) =>
  user.api.POST(
    '/chatbot/history',
    jsonDataForm('getHistory', { ...ctx(user), topico, conversation_id: conversationId }),
  );

export const deleteConversation = (user: ChatCaller, topico: string, conversationId: string) =>
  user.api.POST(
    '/chatbot/conversations/delete',
    jsonDataForm('deleteConversation', { ...ctx(user), topico, conversation_id: conversationId }),
  );

export const listConversations = async (user: ChatCaller, topico: string) =>
  (
    await expectData(
      user.api.POST(
        '/chatbot/conversations/list',
        jsonDataForm('getConversationsByTopic', { ...ctx(user), topico }),
      ),
    )
  ).conversations;

/** Uploads files to a Files folder (uploadFiles) and answers what was stored. */
export const uploadToFolder = async (user: ChatCaller, topico: string, files: File[]) =>
  (
    await expectData(
      user.api.POST(
        '/storage/upload',
        jsonDataForm('uploadFiles', { ...ctx(user), topico }, { file: files }),
      ),
    )
  ).data.archivos;

/** The files of a user's Files listing, optionally of one folder. */
export const listFiles = async (
  user: ChatCaller,
  query: { topico?: string; limit?: number } = {},
) =>
  (
    await expectData(
      user.api.GET('/storage/files', { params: { query: { ...ctx(user), ...query } } }),
    )
  ).data.items;

export type Ask = Omit<ChatMessageJsonData, 'user' | 'empresa'>;

/** A question answered as JSON, on the route of its files (SPEC §5). */
export const ask = (
  user: ChatCaller,
  jsonData: Ask,
  files: File[] = [],
  path: ChatMessagePath = files.length > 0
    ? '/chatbot/messages/document'
    : '/chatbot/messages/conversational',
) =>
  user.api.POST(
    path,
    jsonDataForm('sendMessageConversational', { ...ctx(user), ...jsonData }, { files }),
  );

/** The answer of a question asked as JSON (the contract also lists the event stream). */
export async function answered(call: ReturnType<typeof ask>): Promise<Schemas['MessageAnswer']> {
  const data = await expectData(call);
  if (typeof data === 'string') {
    throw new Error('an event stream came where JSON was asked for');
  }
  return data;
}

/** Every event of a streamed answer. */
export async function streamed(user: ChatUser, jsonData: Ask): Promise<ChatStreamEvent[]> {
  const events: ChatStreamEvent[] = [];
  const stream = await sendChatMessage(user.clients, {
    endpoint: '/chatbot/messages/conversational',
    jsonData: { ...ctx(user), ...jsonData },
  });
  for await (const event of stream) {
    events.push(event);
  }
  return events;
}

/** One topic with its files and latest training (getTopic). */
export const getTopic = (user: ChatCaller, topico: string) =>
  user.api.POST('/chatbot/topics/one', jsonDataForm('getTopic', { ...ctx(user), topico }));

const isFinished = (detail: Schemas['TopicDetail']) =>
  ['succeeded', 'failed'].includes(detail.topic.training?.status ?? 'queued');

/** The topic once its latest training has finished, and every state seen on the way. */
export async function trainedTopic(
  user: ChatCaller,
  topico: string,
): Promise<Schemas['TopicDetail'] & { seen: Schemas['Training'][] }> {
  const seen: Schemas['Training'][] = [];
  const detail = await pollUntil(
    async () => {
      const answer = await expectData(getTopic(user, topico));
      if (answer.topic.training) {
        seen.push(answer.topic.training);
      }
      return answer;
    },
    isFinished,
    { what: `the training of ${topico}` },
  );
  return { ...detail, seen };
}

// A report whose answers sit in one sentence each, and nowhere else.
export const REPORT = [
  'Informe anual de Aceites del Sur.',
  'La empresa cerró el ejercicio con unas ventas de 12 millones de euros.',
  'La planta de Sevilla se inauguró en marzo de 2019 y emplea a 140 personas.',
  'El consejo aprobó un dividendo de 0,30 euros por acción, pagadero en julio.',
];

/** A new user whose topic `informes` ("Informes anuales") is trained from REPORT as `informe.pdf`. */
export async function signInWithReportTopic(name: string): Promise<ChatUser> {
  const user = await signInChatUser(name);
  await expectData(
    configure(
      user,
      { topico: 'Informes', descripcion: 'Informes anuales' },
      asFile('informe.pdf', await pdfWithLines([REPORT]), 'application/pdf'),
    ),
  );
  await trainedTopic(user, 'informes');
  return user;
}
