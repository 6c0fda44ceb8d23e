import { LlmError } from '../llm-error';

const FENCE = /^```(?:json)?\s*\n?([\s\S]*?)\n?```$/iu;

/**
 * The JSON a model wrote. Servers that ignore the requested format (some OpenAI-compatible local
 * servers) wrap it in a Markdown fence, which is dropped; anything else that is not JSON, or an
 * empty answer (DeepSeek answers blanks when its JSON mode fails), is `invalid_json`.
 */
export function parseModelJson(content: unknown): unknown {
  if (typeof content !== 'string' || content.trim() === '') {
    throw new LlmError('invalid_json', 'the model gave no content');
  }
  const text = content.trim();
  const fenced = FENCE.exec(text)?.[1] ?? text;
  try {
    return JSON.parse(fenced) as unknown;
  } catch (error) {
    throw new LlmError('invalid_json', `the model wrote invalid JSON: ${text.slice(0, 120)}`, {
      cause: error,
    });
  }
}
