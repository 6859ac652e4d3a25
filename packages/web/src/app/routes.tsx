import { Navigate, type RouteObject } from 'react-router';
import { LazyScreen, screenPart } from '../ui/lazy-screen';
import { HomeScreen } from './home/HomeScreen';
import { RouteError } from './RouteError';
import { ThemedLayout } from './ThemedLayout';

// Screens past the home screen are fetched on first visit (spec §2: parts loaded on demand).
const screenParts = {
  base: screenPart('base', () => import('./base/BaseScreen').then((m) => m.BaseScreen)),
  mission: screenPart('mission', () => import('../features/missions/MissionScreen').then((m) => m.MissionScreen)),
  battle: screenPart('battle', () => import('../features/battle/BattleScreen').then((m) => m.BattleScreen)),
  afterAction: screenPart('after-action', () =>
    import('../features/after-action/AfterActionScreen').then((m) => m.AfterActionScreen),
  ),
  replay: screenPart('replay', () => import('../features/replay/ReplayScreen').then((m) => m.ReplayScreen)),
  daily: screenPart('daily', () => import('../features/daily/LeaderboardScreen').then((m) => m.LeaderboardScreen)),
};

/** The spec's routes (base-and-accounts §2). Shared by the browser router and the tests' memory router. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: ThemedLayout,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: HomeScreen },
      { path: ':theme', Component: HomeScreen },
      // A kept battle's link (issue 11): no theme in the address, so it plays in vanilla's look.
      { path: 'replay/:id', element: <LazyScreen key="replay" part={screenParts.replay} /> },
      { path: ':theme/base', element: <LazyScreen key="base" part={screenParts.base} /> },
      { path: ':theme/mission', element: <LazyScreen key="mission" part={screenParts.mission} /> },
      { path: ':theme/battle', element: <LazyScreen key="battle" part={screenParts.battle} /> },
      // Issue 36: the daily battle's leaderboard (today and yesterday).
      { path: ':theme/daily', element: <LazyScreen key="daily" part={screenParts.daily} /> },
      { path: ':theme/after-action', element: <LazyScreen key="after-action" part={screenParts.afterAction} /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
