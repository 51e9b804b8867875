/** Start-up failure: one clear line on stderr and a non-zero exit. */
export function failStartup(name: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`[${name}] cannot start: ${message}\n`);
  process.exit(1);
}
