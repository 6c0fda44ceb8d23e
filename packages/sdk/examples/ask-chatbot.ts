/* eslint-disable no-console -- an example script prints what it did. */
// Asks a trained chatbot topic a question and prints the answer as it streams, then its sources:
//   node ask-chatbot.ts informes "¿Cuándo se inauguró la planta de Sevilla?"
import { argumentsOr, connect } from './connect.ts';

const [topic = '', question = ''] = argumentsOr('ask-chatbot.ts <topic> <question>', 2);
const folio = await connect();
const answer = folio.chat.ask(topic, question);
for await (const text of answer) {
  process.stdout.write(text);
}
const { citations } = await answer.done();
process.stdout.write('\n');
for (const citation of citations) {
  console.log(`[${String(citation.n)}] ${citation.filename}, page ${String(citation.page)}`);
}
