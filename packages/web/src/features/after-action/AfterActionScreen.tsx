import { useTheme } from '../../theme/ThemeRoot';
import { ComingLaterScreen } from '../../ui/ComingLaterScreen';

/** The after-action report screen's route; its content arrives with a later issue, and the screen says so. */
export function AfterActionScreen() {
  const words = useTheme().screens.afterAction;
  return <ComingLaterScreen title={words.title} text={words.text} />;
}
