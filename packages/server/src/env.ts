/** Environment variables as a host's `config.ts` receives them. */
export type Env = Record<string, string | undefined>;

/**
 * A whole, non-negative number from the environment, or the fallback when unset. A malformed value
 * stops start-up with the variable's name rather than running with a surprise.
 */
export function readInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number, got "${raw}"`);
  }
  return value;
}

/** An on/off switch: `1`, `true`, `yes` or `on` (any case) mean on. */
export function readFlag(raw: string | undefined): boolean {
  return raw !== undefined && ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

/** A comma-separated list, trimmed, without empty items. */
export function readList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
