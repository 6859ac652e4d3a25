import { useTheme } from '../../theme/ThemeRoot';
import { ComingLaterScreen } from '../../ui/ComingLaterScreen';

/** The tactical battle screen's route; its content arrives with a later issue, and the screen says so. */
export function BattleScreen() {
  const words = useTheme().screens.battle;
  return <ComingLaterScreen title={words.title} text={words.text} />;
}
