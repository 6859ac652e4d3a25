import {
  counterOperationCost,
  counterOperationOpen,
  lostKeyMission,
  MISSION_TIERS,
  type MissionMode,
  type MissionTier,
  missionAvailability,
  missionsForTier,
  missionTemplate,
  threatFloor,
} from '@holdfast/engine';
import { missionWords } from '@holdfast/engine/themes';
import clsx from 'clsx';
import { Tabs } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCampaignSession } from '../../session/campaign-session';
import { missionNavigationState } from '../../session/mission-navigation';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { resourceList } from '../../ui/facility-text';
import { durationText } from '../../ui/mission-text';
import { notify } from '../../ui/Toaster';
import { useReveal } from '../../ui/use-reveal';
import { ActiveMissionList } from './ActiveMissionList';
import { MissionCard } from './MissionCard';
import { MissionDetail } from './MissionDetail';
import styles from './MissionsTab.module.css';
import { missedDeadline } from './missed';

const THREAT_MAX = 10;

/** The threat gauge: the campaign's threat level out of 10 (spec §2). */
function ThreatGauge({ level }: { level: number }) {
  const theme = useTheme();
  const text = fillTemplate(theme.missionPanel.threatOutOf, { level });
  return (
    <div className={styles.gauge}>
      <span className="kicker">{theme.missions.threatLevel}</span>
      <meter
        className="visually-hidden"
        aria-label={theme.missions.threatLevel}
        aria-valuetext={text}
        min={0}
        max={THREAT_MAX}
        value={level}
      />
      <span className={styles.meter} aria-hidden="true">
        {Array.from({ length: THREAT_MAX }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the ten segments are fixed positions.
          <span key={index} className={styles.segment} data-lit={index < level} data-hot={index >= 6} />
        ))}
      </span>
      <span className={styles.value}>{text}</span>
    </div>
  );
}

/**
 * Issue 34: the counter-operation under the gauge — what it costs today and what it does; the
 * button is off while the threat sits on its floor or the base cannot pay (the rules refuse both).
 */
function CounterOperation() {
  const theme = useTheme();
  const { state, dispatch, pending } = useCampaignSession();
  const [busy, setBusy] = useState(false);
  const cost = counterOperationCost(state);
  const open = counterOperationOpen(state) && !state.gameOver;
  const affordable = state.resources.funds >= cost.funds && state.resources.supplies >= cost.supplies;
  async function buy() {
    setBusy(true);
    const result = await dispatch({ type: 'counterOperation' });
    setBusy(false);
    if (!result.ok) notify(result.error);
  }
  return (
    <div className={styles.counter}>
      <Button
        variant="secondary"
        className="btn--small"
        disabled={!open || !affordable || busy || pending}
        onClick={() => void buy()}
      >
        {theme.missions.counterOperation}
      </Button>
      <span className="muted">
        {fillTemplate(theme.missions.counterOperationNote, {
          cost: resourceList(theme, cost),
          floor: threatFloor(state),
        })}
      </span>
    </div>
  );
}

/**
 * The missions tab (spec: missions-battle-themes §2, §4, §5): the threat level, the active
 * missions, the three tier tabs of mission cards, and the selected mission's detail view. An auto
 * deployment stays on the base screen and runs its days there; a manual one goes to the mission
 * screen once the rules have accepted it.
 */
/**
 * The missions tab. `logButton` is the campaign log's opener, which the base screen (app/base)
 * hands in: the log is a feature of its own and features do not import each other.
 */
export function MissionsTab({ logButton }: { logButton?: ReactNode }) {
  const theme = useTheme();
  const words = theme.missionPanel;
  const navigate = useNavigate();
  const { state, dispatch, campaignId } = useCampaignSession();
  const [tier, setTier] = useState<MissionTier>('simple');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deploying, setDeploying] = useState<MissionMode | null>(null);
  // A manual deployment the rules accepted: leave for the mission screen once the state shows it.
  const [manualMissionId, setManualMissionId] = useState<string | null>(null);

  useEffect(() => {
    if (!manualMissionId) return;
    const mission = state.missions.find((m) => m.id === manualMissionId);
    if (!mission) return;
    const navigation = missionNavigationState(state, mission, campaignId);
    setManualMissionId(null);
    if (navigation) navigate(`/${theme.id}/mission`, { state: navigation });
  }, [manualMissionId, state, campaignId, navigate, theme.id]);

  const selected = selectedId ? missionTemplate(selectedId) : undefined;
  // The deployment panel opens below the cards: a tapped card brings it into view.
  const detail = useReveal<HTMLDivElement>(selectedId);
  const selectedAvailability = selected ? missionAvailability(state, selected) : null;

  async function deploy(mode: MissionMode, soldierIds: string[]) {
    if (!selected || deploying) return;
    setDeploying(mode);
    const result = await dispatch({ type: 'deployMission', templateId: selected.id, soldierIds, mode });
    setDeploying(null);
    if (!result.ok) {
      notify(result.error);
      return;
    }
    const missionId = result.report.entries.find((entry) => entry.kind === 'mission_deployed')?.refId ?? null;
    if (mode === 'manual' && missionId) {
      setManualMissionId(missionId);
      return;
    }
    notify(
      fillTemplate(words.deployedToast, {
        name: missionWords(theme, selected.id).name,
        duration: durationText(words, selected.durationDays),
      }),
    );
    setSelectedId(null);
  }

  return (
    <div className={styles.missions}>
      <header className={styles.header}>
        <h2 className="tab-title">{theme.missions.title}</h2>
        <ThreatGauge level={state.threatLevel} />
        {logButton}
      </header>
      <CounterOperation />

      <ActiveMissionList
        missions={state.missions}
        day={state.day}
        onResume={(mission) => {
          const navigation = missionNavigationState(state, mission, campaignId);
          if (navigation) navigate(`/${theme.id}/mission`, { state: navigation });
        }}
      />

      <Tabs.Root
        value={tier}
        onValueChange={(value) => {
          setTier(value as MissionTier);
          setSelectedId(null);
        }}
      >
        <Tabs.List className="tab-strip" aria-label={words.tiersLabel}>
          {MISSION_TIERS.map((id) => (
            <Tabs.Trigger key={id} value={id} className={clsx('tab-strip__tab', styles.tierTab)}>
              {theme.missions.tiers[id]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {MISSION_TIERS.map((id) => (
          <Tabs.Content key={id} value={id} className={styles.tierPanel}>
            <ul className={styles.grid}>
              {/* Issue 35: in the order they open, the earliest first (Array.sort is stable). */}
              {[...missionsForTier(id)]
                .sort((a, b) => a.unlockDay - b.unlockDay)
                .map((template) => (
                  <MissionCard
                    key={template.id}
                    template={template}
                    availability={missionAvailability(state, template)}
                    missedOnDay={missedDeadline(state, template)}
                    lost={lostKeyMission(state, template)}
                    selected={selectedId === template.id}
                    onSelect={() => setSelectedId(template.id)}
                  />
                ))}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>

      {selected && selectedAvailability?.selectable ? (
        <div ref={detail}>
          <MissionDetail
            key={selected.id}
            template={selected}
            deploying={deploying}
            onDeploy={deploy}
            onClose={() => setSelectedId(null)}
          />
        </div>
      ) : (
        <p className={clsx('muted', styles.prompt)}>{words.selectPrompt}</p>
      )}
    </div>
  );
}
