/** Tiny `--name value` parser for the engine's command-line tools. */
export function readArgs(argv: readonly string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg?.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2);
    if (!name) continue;
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      args.set(name, next);
      i += 1;
    } else args.set(name, 'true');
  }
  return args;
}

export function numberArg(args: Map<string, string>, name: string, fallback: number): number {
  const raw = args.get(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(value)) throw new Error(`--${name} must be a number, got ${raw}`);
  return value;
}
