// What finding a label gives: the concepts it announces and where it stands on its line. Its own
// file so that the readers of a label (the tax qualifier, the value sites) need not import the
// finder that calls them.
import type { Box } from '@folio/documents';

import type { DocLine } from '../document-lines';
import type { Concept } from './vocabulary-entry';

/** What a label announces: a concept, or a configured attribute by its own name. */
export type LabelKey = Concept | `attribute:${string}`;

/** A label found in a line: the concepts it announces and where it ends (its value follows). */
export type LabelMatch = {
  line: DocLine;
  start: number;
  end: number;
  phrase: string;
  concepts: ReadonlySet<LabelKey>;
  strength: number;
  box: Box;
};
