/**
 * How a kept answer is stored (encodeBody/decodeBody): bytes, gzipped from a size on and flagged
 * so, never told apart by their first character.
 */
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_CHARACTERS, decodeBody, encodeBody } from '../src/repositories/idempotency';

describe('stored answers', () => {
  it('gives back every answer exactly, short ones stored as they are and long ones compressed', () => {
    const short = JSON.stringify({ delta: { fields: { day: 3, name: 'Fort Ærø ✓' } }, stateVersion: 4 });
    const long = JSON.stringify({ state: { events: Array.from({ length: 2000 }, (_, day) => ({ day })) } });
    expect(long.length).toBeGreaterThanOrEqual(COMPRESS_FROM_CHARACTERS);
    expect(encodeBody(short)).toEqual({ responseBody: Buffer.from(short, 'utf8'), compressed: false });
    const packed = encodeBody(long);
    expect(packed.compressed).toBe(true);
    expect(packed.responseBody.length).toBeLessThan(long.length / 2);
    for (const body of [short, long, '{}']) expect(decodeBody(encodeBody(body))).toBe(body);
    // PGlite answers a Uint8Array that may be a view into a larger buffer.
    const bytes = Buffer.concat([Buffer.from('xx'), Buffer.from(short, 'utf8')]);
    expect(
      decodeBody({
        responseBody: new Uint8Array(bytes.buffer, bytes.byteOffset + 2, bytes.length - 2),
        compressed: false,
      }),
    ).toBe(short);
  });
});
