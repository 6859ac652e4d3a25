/**
 * The first battle's hint (issue 22: stand on cover; full cover blocks sight both ways): shown
 * until the player dismisses it, then remembered in this browser.
 */
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'holdfast.battleHintSeen';

function seen(): boolean {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'yes';
  } catch {
    return false;
  }
}

export function useFirstBattleHint(): { show: boolean; dismiss(): void } {
  const [show, setShow] = useState(() => !seen());
  const dismiss = useCallback(() => {
    setShow(false);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, 'yes');
    } catch {
      // Nothing kept: the hint comes back next visit.
    }
  }, []);
  return { show, dismiss };
}
