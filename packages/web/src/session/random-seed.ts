/**
 * A 128-bit seed from the browser's CSPRNG (`crypto.getRandomValues`), as the engine takes it: 32
 * lowercase hex digits, the generator's whole state (issue 32). A guest's campaign and each of its
 * fought missions' battles start from one, drawn here, never from anything the game has shown.
 */
export function randomSeed128(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
