/**
 * What `POST /api/guest-records/carry-over` does with its body (issue 31), on a verification worker:
 * a guest record kept by release 1 (format 1: options and actions, no snapshot) is replayed once by
 * the engine's retired rules (`@holdfast/engine/retired`: today's campaign rules, its fought battles
 * by release 1's battle rules), and the state it reaches is answered for the browser to keep as the
 * record's carry-over state. The browser never loads retired rules; nothing is stored here.
 */
import { type GameState, RULES_VERSION } from '@holdfast/engine';
import { carryOverFormat1Record } from '@holdfast/engine/retired';
import { z } from 'zod';
import { importBody } from '../schemas/campaign-import';
import { readRecordBody } from './import-check';

/** The record as release 1 kept it in a browser: how it was started and every action it accepted. */
export const carryOverBody = z.strictObject({
  options: importBody.shape.options,
  actions: importBody.shape.actions,
});

export const CARRY_OVER_MESSAGES = {
  refused: (index: number, type: string, code: string) =>
    `The campaign kept in this browser does not carry over to rules version ${RULES_VERSION}: action ${index + 1} (${type}) is refused (${code}). It stays in this browser`,
} as const;

export type CarryOverVerdict =
  | { ok: true; rulesVersion: 1; state: GameState }
  | { ok: false; status: 400 | 422; error: string };

const refuse = (status: 400 | 422, error: string): CarryOverVerdict => ({ ok: false, status, error });

export function checkCarryOver(text: string): CarryOverVerdict {
  const read = readRecordBody(text, carryOverBody);
  if (!read.ok) return read;
  const { options, actions } = read.data;
  const carried = carryOverFormat1Record({ options, actions });
  if (!carried.ok) {
    const type = actions[carried.index]?.type ?? 'unknown';
    return refuse(422, CARRY_OVER_MESSAGES.refused(carried.index, type, carried.error.code));
  }
  return { ok: true, rulesVersion: 1, state: carried.state };
}
