// A layout family of the generated receipts: how one kind of shop prints its receipts, and which
// half of the corpus it is in (engine rules are tuned on the `tune` families only).
import type { Expected, Half } from '../dataset.ts';
import type { Random } from '../generated-es/random.ts';
import type { Tape } from './tape.ts';

export type ReceiptFamily = {
  name: string;
  half: Half;
  /** What it imitates, for the answer files and the note. */
  kind: string;
  /** Prints one receipt on `tape` and returns its answers (issuer, date, total, currency). */
  print: (random: Random, tape: Tape) => Record<string, Expected>;
};
