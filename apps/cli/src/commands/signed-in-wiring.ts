import type { Language } from '@folio/core';

import type { SignedInContext } from '../context';

/** A signed-in command's action: the context, the command's arguments, its options; the exit code. */
export type SignedInAction<A extends unknown[], O> = (
  context: SignedInContext,
  args: A,
  options: O,
) => Promise<number>;

/** What the program lends a group of commands: the language and its signed-in action runner. */
export type SignedInWiring = {
  language: Language;
  /** Commander's handler for an action: runs it signed in, reports errors, sets the exit code. */
  signedIn: <A extends unknown[], O>(
    action: SignedInAction<A, O>,
  ) => (...params: unknown[]) => Promise<void>;
};
