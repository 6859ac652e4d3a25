import {
  type ActiveMission,
  fieldCasualtyChance,
  fieldSuccessParts,
  SUPPLY_DROP,
  supplyDropCost,
  supplyDropRefusal,
} from '@holdfast/engine';
import { wordRefusal } from '@holdfast/engine/themes';
import { useId, useState } from 'react';
import { useCampaignSession } from '../../session/campaign-session';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { resourceList } from '../../ui/facility-text';
import { percentText } from '../../ui/mission-text';
import { notify } from '../../ui/Toaster';
import styles from './ActiveMissionList.module.css';

/**
 * Rules 9: under an auto mission in the field, the chance it is rolled with when it ends (today, with
 * the drops it has had) and its casualty chance, and the supply drop that raises the one and lowers
 * the other: today's price, or — while the engine
 * would refuse the drop (one a day, already at the top, too few supplies) — its reason, the button off.
 */
export function SupplyDrop({ mission }: { mission: ActiveMission }) {
  const theme = useTheme();
  const words = theme.missions;
  const { state, dispatch, pending } = useCampaignSession();
  const [busy, setBusy] = useState(false);
  const oddsId = useId();
  const noteId = useId();
  const parts = fieldSuccessParts(state, mission);
  const refusal = supplyDropRefusal(state, mission);
  const risk = fieldCasualtyChance(mission);
  const points = SUPPLY_DROP.successPoints;

  async function drop() {
    setBusy(true);
    const result = await dispatch({ type: 'supplyDrop', missionId: mission.id });
    setBusy(false);
    if (!result.ok) notify(result.error);
  }

  return (
    <div className={styles.drop} data-testid="supply-drop">
      {parts && (
        <span id={oddsId} className={styles.odds}>
          {fillTemplate(words.supplyDropOdds, { chance: percentText(parts.chance), risk: percentText(risk ?? 0) })}
        </span>
      )}
      <Button
        variant="secondary"
        className="btn--small"
        aria-describedby={parts ? `${oddsId} ${noteId}` : noteId}
        disabled={refusal !== null || state.gameOver || busy || pending}
        onClick={() => void drop()}
      >
        {fillTemplate(words.supplyDrop, { points })}
      </Button>
      <span id={noteId} className={refusal ? styles.dropReason : 'muted'}>
        {refusal
          ? wordRefusal(theme, refusal)
          : fillTemplate(words.supplyDropNote, {
              cost: resourceList(theme, supplyDropCost(state)),
              points,
              risk: SUPPLY_DROP.casualtyPoints,
              max: SUPPLY_DROP.maxPerMission,
            })}
      </span>
    </div>
  );
}
