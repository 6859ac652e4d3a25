import { useLocation, useNavigate } from 'react-router';
import type { BattleNavigationState } from '../../session/battle-navigation';
import { readMissionNavigation } from '../../session/mission-navigation';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import { Button } from '../../ui/Button';
import { durationText, formatAmount, rewardLines } from '../../ui/mission-text';
import { useAbortMission } from './abort-mission';
import { BriefingRoster } from './BriefingRoster';
import { briefingFrom } from './briefing-view';
import './missions.css';

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
    navigate(`/${theme.id}/battle`, { state });
  }

  return (
    <main className="page briefing">
      <p className="notice notice--filled briefing__banner" role="note">
        {labels.banner}
      </p>
      <header className="briefing__header panel">
        <div className="briefing__titles">
          <h1 className="briefing__title">
            {labels.title}
            {mission.tier && <span className="badge briefing__tier">{theme.missions.tiers[mission.tier]}</span>}
          </h1>
          <p className="briefing__mission-name">{mission.name}</p>
          {navigation && (
            <p className="briefing__campaign">
              {navigation.campaignName} · {theme.base.dayPrefix}
              {navigation.day}
            </p>
          )}
        </div>
        <Button variant="danger" onClick={abort} disabled={aborting}>
          {aborting ? words.aborting : labels.abort}
        </Button>
      </header>
      {sample && (
        <p className="briefing__sample" role="status">
          {words.sampleNote}
        </p>
      )}

      <div className="briefing__columns">
        <section className="panel briefing-intel" aria-labelledby="briefing-intel-title">
          <h2 id="briefing-intel-title" className="briefing__heading">
            {words.intelTitle}
          </h2>
          <dl className="briefing-intel__facts">
            <div>
              <dt>{words.location}</dt>
              <dd>{mission.location}</dd>
            </div>
            <div>
              <dt>{words.duration}</dt>
              <dd>{mission.durationDays === null ? words.variable : durationText(words, mission.durationDays)}</dd>
            </div>
            {mission.threatLevel !== null && (
              <div>
                <dt>{words.threat}</dt>
                <dd>{fillTemplate(words.threatOutOf, { level: mission.threatLevel })}</dd>
              </div>
            )}
            {mission.casualtyLevel !== null && (
              <div>
                <dt>{words.casualtyRisk}</dt>
                <dd>{theme.missionPanel.casualtyLevels[mission.casualtyLevel]}</dd>
              </div>
            )}
          </dl>
          <h3 className="briefing__subheading">{words.brief}</h3>
          <p>{mission.brief}</p>
          {mission.intelligenceReport && (
            <>
              <h3 className="briefing__subheading">{words.intelligenceReport}</h3>
              <p className="briefing-intel__report">{mission.intelligenceReport}</p>
            </>
          )}
          <h3 className="briefing__subheading">{words.objectives}</h3>
          <ol className="briefing-intel__objectives">
            {mission.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </ol>
          <h3 className="briefing__subheading">{words.rewardsTitle}</h3>
          <ul className="briefing-intel__rewards">
            {rewards.map((line) => (
              <li key={line.key}>
                <span className="briefing-intel__reward-amount">{formatAmount(line.amount)}</span> {line.label}
              </li>
            ))}
          </ul>
        </section>
        <BriefingRoster squad={squad} />
      </div>

      <section className="panel briefing-ready" aria-labelledby="briefing-ready-title">
        <h2 id="briefing-ready-title" className="briefing__heading">
          {labels.readyToDeploy}
        </h2>
        <p className="briefing-ready__warning">{labels.noAbortWarning}</p>
        <Button variant="primary" onClick={begin} disabled={aborting}>
          {labels.begin}
        </Button>
      </section>
    </main>
  );
}
