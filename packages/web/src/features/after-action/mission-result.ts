/**
 * The result RETURN TO BASE brings home (spec §2 navigation state: missionComplete, victory,
 * rewards, casualties, deadSoldiers), confirmed on the base screen in a short toast in the
 * theme's words (issue 11 item 4). The tabs themselves show the campaign as the engine changed it.
 */
import type { ThemeConfig } from '@holdfast/engine/themes';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isRecord } from '../../session/navigation-state';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { afterActionWords, battleWords } from '../../ui/battle-words';
import { formatNumber } from '../../ui/facility-text';
import { notify } from '../../ui/Toaster';

export interface MissionResult {
  victory: boolean;
  missionName: string | null;
  rewards: { funds: number; intel: number };
  fallen: number;
}

/** The result in the base screen's navigation state, or null when it did not come from a report. */
export function missionResultFrom(state: unknown): MissionResult | null {
  if (!isRecord(state) || state.missionComplete !== true || typeof state.victory !== 'boolean') return null;
  const rewards = isRecord(state.rewards) ? state.rewards : {};
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    victory: state.victory,
    missionName: typeof state.missionName === 'string' && state.missionName !== '' ? state.missionName : null,
    rewards: { funds: number(rewards.funds), intel: number(rewards.intel) },
    fallen: Array.isArray(state.deadSoldiers) ? state.deadSoldiers.length : 0,
  };
}

export function missionResultMessage(theme: ThemeConfig, result: MissionResult): string {
  const battle = battleWords(theme.id);
  const words = afterActionWords(theme.id);
  const values = {
    mission: result.missionName ?? words.unknownMission,
    funds: formatNumber(result.rewards.funds),
    intel: formatNumber(result.rewards.intel),
    fundsLabel: theme.resources.funds,
    intelLabel: theme.resources.intel,
    casualties: result.fallen,
  };
  return result.victory
    ? fillTemplate(words.resultToastVictory, { ...values, title: battle.successTitle })
    : fillTemplate(words.resultToastDefeat, { ...values, title: battle.failedTitle });
}

/** Shows the result once, then drops it from the history entry so a reload does not show it again. */
export function useMissionResultToast(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const theme = useTheme();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    const result = missionResultFrom(location.state);
    if (!result || !isRecord(location.state)) return;
    shown.current = true;
    notify(missionResultMessage(theme, result), { id: 'mission-result', duration: 6000 });
    const { missionComplete: _done, ...rest } = location.state;
    navigate(location.pathname, { replace: true, state: rest });
  }, [location.state, location.pathname, navigate, theme]);
}
