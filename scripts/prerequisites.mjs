// System programs the test suite needs, with the command that installs each (Debian).
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Returns a list of human-readable problems; empty when everything is installed. */
export function missingPrerequisites() {
  const problems = [];
  if (!existsSync(CHROMIUM_PATH)) {
    problems.push(
      `Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  if (!existsSync(`${POSTGRES_BIN}/initdb`) || !existsSync(`${POSTGRES_BIN}/pg_ctl`)) {
    problems.push(
      `PostgreSQL server binaries not found in ${POSTGRES_BIN}: install them with \`apt-get install -y postgresql\` (or set POSTGRES_BIN).`,
    );
  }
  return problems;
}
