/** One document a mission reads: its pages' text, as the readers gave it (1-based pages). */
export type MissionDocument = {
  fileId: string;
  fileName: string;
  pages: { page: number; text: string }[];
};

/**
 * What every mission reads: the topic's documents, the language the answer is written in (the
 * documents may be in either), and the user's words when the mission takes some (a clause to
 * search for).
 */
export type MissionInput = { documents: MissionDocument[]; language: 'es' | 'en'; query?: string };
