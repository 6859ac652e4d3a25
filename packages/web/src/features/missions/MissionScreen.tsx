import clsx from 'clsx';
import { useLocation, useNavigate } from 'react-router';
import type { BattleNavigationState } from '../../session/battle-navigation';
import { readMissionNavigation } from '../../session/mission-navigation';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { formatNumber } from '../../ui/facility-text';
import { durationText, rewardLines } from '../../ui/mission-text';
import { useAbortMission } from './abort-mission';
import { BriefingRoster } from './BriefingRoster';
import { briefingFrom } from './briefing-view';
import styles from './MissionScreen.module.css';

/**
 * The mission screen at /{theme}/mission: the spec's MISSION BRIEFING (missions-battle-themes §2)
 * for a squad deployed manually. BEGIN MISSION opens the battle with the mission, the squad and
 * their loadouts, the campaign and the stored battle setup; ABORT MISSION stands the squad down and
 * returns to the base screen. The sample briefing begins the practice battle.
 */
export function MissionScreen() {
  const theme = useTheme();
  const labels = theme.briefing;
  const words = theme.missionBriefing;
  const location = useLocation();
  const navigation = readMissionNavigation(location.state);
  const { mission, squad, sample } = briefingFrom(theme, navigation);
  const { abort, aborting } = useAbortMission(navigation);
  const rewards = rewardLines(theme, mission.rewards, words);
  const navigate = useNavigate();

  const begun = navigation?.begun === true;

  function begin() {
    if (!navigation?.battleSetup) {
      navigate(`/${theme.id}/battle`);
      return;
    }
    const state: BattleNavigationState = {
      mission: navigation.mission,
      squad: navigation.squad,
      campaignId: navigation.campaignId,
      theme: theme.id,
      missionId: navigation.mission.missionId,
      battleSetup: navigation.battleSetup,
      campaignName: navigation.campaignName,
      ...(navigation.guestCampaign ? { guestCampaign: navigation.guestCampaign } : {}),
    };
    // This entry remembers that combat began: Back from the battle then shows it so.
    if (!begun) navigate(location.pathname, { replace: true, state: { ...navigation, begun: true } });
    navigate(`/${theme.id}/battle`, { state });
  }

  return (
    <main className="page">
      <p className={clsx('notice notice--filled', styles.banner)} role="note">
        {labels.banner}
      </p>
      <header className="panel screen-header">
        <div>
          <h1 className={styles.title}>
            {labels.title}
            {mission.tier && <span className={clsx('badge', styles.tier)}>{theme.missions.tiers[mission.tier]}</span>}
          </h1>
          <p className={styles.missionName}>{mission.name}</p>
          {navigation && (
            <p className={styles.campaign}>
              {navigation.campaignName} · {theme.base.dayPrefix}
              {navigation.day}
            </p>
          )}
        </div>
        {/* Issue 32: what ABORT costs before BEGIN and after, worded by the universe (GAME_RULES). */}
        <Button
          variant="danger"
          onClick={abort}
          disabled={aborting}
          title={labels.noAbortWarning}
          aria-describedby="briefing-abort-cost"
        >
          {aborting ? words.aborting : labels.abort}
        </Button>
      </header>
      {sample && (
        <p className={styles.sample} role="status">
          {words.sampleNote}
        </p>
      )}

      <div className={styles.columns}>
        <section className="panel" aria-labelledby="briefing-intel-title">
          <h2 id="briefing-intel-title" className={styles.heading}>
            {words.intelTitle}
          </h2>
          <dl className={styles.facts}>
            <div className="inset">
              <dt className="fact-label">{words.location}</dt>
              <dd>{mission.location}</dd>
            </div>
            <div className="inset">
              <dt className="fact-label">{words.duration}</dt>
              <dd>{mission.durationDays === null ? words.variable : durationText(words, mission.durationDays)}</dd>
            </div>
            {mission.threatLevel !== null && (
              <div className="inset">
                <dt className="fact-label">{words.threat}</dt>
                <dd>{fillTemplate(words.threatOutOf, { level: mission.threatLevel })}</dd>
              </div>
            )}
            {mission.casualtyLevel !== null && (
              <div className="inset">
                <dt className="fact-label">{words.casualtyRisk}</dt>
                <dd>{theme.missionPanel.casualtyLevels[mission.casualtyLevel]}</dd>
              </div>
            )}
          </dl>
          <h3 className={styles.subheading}>{words.brief}</h3>
          <p>{mission.brief}</p>
          {mission.intelligenceReport && (
            <>
              <h3 className={styles.subheading}>{words.intelligenceReport}</h3>
              <p className={styles.report}>{mission.intelligenceReport}</p>
            </>
          )}
          <h3 className={styles.subheading}>{words.objectives}</h3>
          <ol className={styles.objectives}>
            {mission.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ol>
          <h3 className={styles.subheading}>{words.rewardsTitle}</h3>
          <ul className={styles.rewards}>
            {rewards.map((line) => (
              <li key={line.key} className="inset">
                <span className={styles.rewardAmount}>{formatNumber(line.amount)}</span> {line.label}
              </li>
            ))}
            <li className="inset" data-testid="briefing-xp">
              <span className={styles.rewardAmount}>
                {fillTemplate(words.xpFought, { base: mission.battleXp.base, perKill: mission.battleXp.perKill })}
              </span>{' '}
              {words.xp}
            </li>
          </ul>
        </section>
        <section className="panel" aria-labelledby="briefing-roster-title">
          <h2 id="briefing-roster-title" className={styles.heading}>
            {words.rosterTitle}
          </h2>
          <BriefingRoster squad={squad} inBattle={begun} />
        </section>
      </div>

      <section className={clsx('panel', styles.ready)} aria-labelledby="briefing-ready-title">
        <h2 id="briefing-ready-title" className={styles.heading}>
          {labels.readyToDeploy}
        </h2>
        <p id="briefing-abort-cost" className={styles.warning} data-testid="briefing-warning">
          {begun ? labels.underWay : labels.noAbortWarning}
        </p>
        <Button variant="primary" onClick={begin} disabled={aborting}>
          {begun ? labels.resume : labels.begin}
        </Button>
      </section>
    </main>
  );
}
