import Markdown, { type Components } from 'react-markdown';

// Links in an answer leave the app in a new tab and carry nothing of it along.
const COMPONENTS: Components = {
  a: ({ href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
};

/**
 * An answer's Markdown, rendered safely: react-markdown builds React elements (never
 * `innerHTML`), raw HTML in the text is dropped (`skipHtml`) and link targets go through its
 * URL filter (no `javascript:`), so an answer quoting a hostile document cannot inject markup.
 */
export function AnswerMarkdown({ text }: { text: string }) {
  return (
    <div className="chatbot-markdown">
      <Markdown skipHtml components={COMPONENTS}>
        {text}
      </Markdown>
    </div>
  );
}
