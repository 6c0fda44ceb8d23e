import { useState } from 'react';

/**
 * The composer's "Improve prompt" (issue 11): the question's text is replaced by the generator's
 * rewrite, and the text it replaced is kept for Undo until the user edits the question again (an
 * edit makes the old text stale, so undoing would lose the edit).
 */
export function usePromptImprover(
  prompt: string,
  setPrompt: (prompt: string) => void,
  improve: (prompt: string) => Promise<string | null>,
) {
  const [replaced, setReplaced] = useState<string | null>(null);
  const [isImproving, setIsImproving] = useState(false);

  const run = async () => {
    if (isImproving || prompt.trim() === '') {
      return;
    }
    setIsImproving(true);
    try {
      const better = await improve(prompt);
      if (better !== null && better.trim() !== '') {
        setReplaced(prompt);
        setPrompt(better);
      }
    } finally {
      setIsImproving(false);
    }
  };
  const undo = () => {
    if (replaced !== null) {
      setPrompt(replaced);
      setReplaced(null);
    }
  };
  return { isImproving, canUndo: replaced !== null, run, undo, forget: () => setReplaced(null) };
}
