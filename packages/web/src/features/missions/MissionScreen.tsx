import { useTheme } from '../../theme/ThemeRoot';
import { ComingLaterScreen } from '../../ui/ComingLaterScreen';

/** The mission selection and deployment screen's route; its content arrives with a later issue, and the screen says so. */
export function MissionScreen() {
  const words = useTheme().screens.mission;
  return <ComingLaterScreen title={words.title} text={words.text} />;
}
