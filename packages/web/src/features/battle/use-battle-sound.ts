/**
 * Optional battle sounds (issue 22): short tones generated in the browser with WebAudio (nothing
 * downloaded) for a shot, a hit, a miss and a fall, played from the latest facts. Off until the
 * player turns them on; the choice is remembered in this browser.
 */
import type { BattleLogEvent } from '@holdfast/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BattleFeed } from './use-battle';

const STORAGE_KEY = 'holdfast.battleSound';

function remembered(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Frequency (Hz) and length (s) of each fact's tone; facts without one stay silent. */
function toneFor(event: BattleLogEvent): [number, number] | null {
  switch (event.kind) {
    case 'shot':
      return event.hit ? [660, 0.08] : [330, 0.08];
    case 'damaged':
      return [220, 0.1];
    case 'downed':
    case 'killed':
      return [110, 0.35];
    case 'moved':
      return [880, 0.03];
    default:
      return null;
  }
}

export function useBattleSound(feed: BattleFeed): { on: boolean; toggle(): void } {
  const [on, setOn] = useState(remembered);
  const context = useRef<AudioContext | null>(null);

  const toggle = useCallback(() => {
    setOn((was) => {
      const next = !was;
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // A browser that keeps nothing still plays the sounds for this visit.
      }
      return next;
    });
  }, []);

  useEffect(() => {
    if (!on || feed.events.length === 0 || typeof AudioContext === 'undefined') return;
    context.current ??= new AudioContext();
    const audio = context.current;
    let at = audio.currentTime;
    for (const event of feed.events) {
      const tone = toneFor(event);
      if (!tone) continue;
      const [frequency, length] = tone;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + length);
      at += length + 0.04;
    }
  }, [feed, on]);

  return { on, toggle };
}
