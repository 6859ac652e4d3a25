import { landingThemeFor } from '@holdfast/engine/landing-themes';
import { Outlet, useParams } from 'react-router';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Toaster } from '../ui/Toaster';

/** Every screen sits in the universe named by its address; an unknown name is vanilla (spec §1). */
export function ThemedLayout() {
  const { theme } = useParams();
  return (
    <ThemeRoot theme={landingThemeFor(theme)}>
      <Outlet />
      <Toaster />
    </ThemeRoot>
  );
}
