/** How DOCX and XLSX splits run (`ServiceConfig.split`). */
export type SplitterConfig = {
  /** The time budget of one split on its thread; past it the thread is killed. */
  timeoutMs: number;
  /** Splits at once, each on a thread of its own; more wait. */
  workers: number;
  /** Splits waiting for a thread; past it SERVICE_UNAVAILABLE. */
  maxQueue: number;
  /** Where the splitter's private folder is made (the system's by default). */
  tempDir?: string | undefined;
};
