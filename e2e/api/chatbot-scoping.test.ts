// One user's topics, conversations and text never reaching another, through the SDK against the
// built servers (SPEC §7 Chatbot, §9 BUSQUEDA_GLOBAL; issue 10 "Scoping"): a second user, Eve,
// trains a topic on a secret, and Ana asks for it every way she can.
import { expectData, jsonDataForm, type MiddlewareComponents } from '@folio/sdk';
import { beforeAll, describe, expect, it } from 'vitest';

import {
  answered,
  ask,
  asFile,
  configure,
  ctx,
  deleteConversation,
  getTopic,
  history,
  signInChatUser,
  signInWithReportTopic,
  streamed,
  train,
  trainedTopic,
  type ChatUser,
} from '../support/chat-users';
import { failure } from '../support/failure';
import { pollUntil } from '../support/poll';

type Schemas = MiddlewareComponents['schemas'];

// Eve's document: its word must never reach Ana.
const SECRET_WORD = 'zarzamora9931';
const SECRET = `La contraseña de la caja fuerte de la oficina es ${SECRET_WORD}.`;

let ana: ChatUser;
let eve: ChatUser;

beforeAll(async () => {
  // Ana asks for Eve's text under her own topic `informes` too.
  [ana, eve] = await Promise.all([signInWithReportTopic('ana'), signInChatUser('eve')]);
}, 120_000);

describe('scoping (issue 10 "Scoping")', () => {
  let evesConversation = '';

  beforeAll(async () => {
    await expectData(
      configure(
        eve,
        { topico: 'notas', descripcion: 'Notas privadas' },
        asFile('notas.md', `# Notas privadas\n\n${SECRET}\n`),
      ),
    );
    await trainedTopic(eve, 'notas');
    const evesAnswer = await answered(
      ask(eve, { topico: 'notas', prompt: '¿Cuál es la contraseña de la caja fuerte?' }),
    );
    expect(evesAnswer.message.bot_response).toContain(SECRET_WORD);
    evesConversation = evesAnswer.conversation.conversation_id;
    // Eve's own global search finds it once the file's content is indexed: the text is there to
    // be found, for her only.
    await pollUntil(
      () =>
        answered(
          ask(eve, {
            topico: 'BUSQUEDA_GLOBAL',
            prompt: '¿Cuál es la contraseña de la caja fuerte de la oficina?',
          }),
        ),
      (answer) => answer.message.bot_response.includes(SECRET_WORD),
      { what: "Eve's global search" },
    );
  });

  it("answers RESOURCE_NOT_FOUND for another user's topic and conversation ids", async () => {
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['getTopic', () => getTopic(ana, 'notas')],
      [
        'getConversationsByTopic',
        () =>
          ana.api.POST(
            '/chatbot/conversations/list',
            jsonDataForm('getConversationsByTopic', { ...ctx(ana), topico: 'notas' }),
          ),
      ],
      [
        'createConversation',
        () =>
          ana.api.POST(
            '/chatbot/conversations/create',
            jsonDataForm('createConversation', { ...ctx(ana), topico: 'notas' }),
          ),
      ],
      ['trainConversational', () => train(ana, 'notas', [asFile('a.txt', 'texto')])],
      [
        'deleteTopic',
        () =>
          ana.api.POST(
            '/chatbot/topics/delete',
            jsonDataForm('deleteTopic', { ...ctx(ana), topico: 'notas' }),
          ),
      ],
      ['sendMessage', () => ask(ana, { topico: 'notas', prompt: '¿Contraseña?' })],
      // Eve's conversation id, under Ana's own topic or under Eve's topic name.
      ['getHistory', () => history(ana, 'informes', evesConversation)],
      ['getHistory (their topic)', () => history(ana, 'notas', evesConversation)],
      [
        'updateConversationName',
        () =>
          ana.api.POST(
            '/chatbot/conversations/rename',
            jsonDataForm('updateConversationName', {
              ...ctx(ana),
              topico: 'informes',
              conversation_id: evesConversation,
              descripcion: 'Mía',
            }),
          ),
      ],
      ['deleteConversation', () => deleteConversation(ana, 'informes', evesConversation)],
      [
        'sendMessage (their conversation)',
        () =>
          ask(ana, {
            topico: 'informes',
            prompt: '¿Cuál es la contraseña?',
            conversation_id: evesConversation,
          }),
      ],
    ];
    for (const [name, call] of calls) {
      expect((await failure(call())).code, name).toBe('RESOURCE_NOT_FOUND');
    }
    // Eve's conversation is untouched.
    const evesHistory = await expectData(history(eve, 'notas', evesConversation));
    expect(evesHistory.conversation.name).toBe('Nueva Conversación');
    expect(evesHistory.conversations).toHaveLength(1);
  });

  it("never lets the victim's text surface in another user's answers", async () => {
    // What the engine produced (the question itself is echoed in `user_message`).
    const answerText = (message: Schemas['HistoryItem']) =>
      `${message.bot_response} ${JSON.stringify(message.citations)}`;
    const questions = [
      '¿Cuál es la contraseña de la caja fuerte de la oficina?',
      'contraseña caja fuerte oficina',
      SECRET_WORD,
    ];
    for (const topico of ['informes', 'BUSQUEDA_GLOBAL']) {
      for (const prompt of questions) {
        const answer = await answered(ask(ana, { topico, prompt }));
        expect(answerText(answer.message), `${topico}: ${prompt}`).not.toContain(SECRET_WORD);
        const events = await streamed(ana, { topico, prompt });
        const produced = events.map((event) =>
          event.event === 'done' ? answerText(event.data.message) : JSON.stringify(event.data),
        );
        expect(produced.join(' '), `${topico}: ${prompt}`).not.toContain(SECRET_WORD);
      }
    }
  });
});
