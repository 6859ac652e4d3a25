import type { DaySnapshot } from '@holdfast/engine';
import { SOLDIER_STATUSES, type SoldierStatus } from '@holdfast/engine';
import type { ThemeColours } from '@holdfast/engine/themes';
import type { ReactNode } from 'react';
import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { fillTemplate } from '../../theme/template';
import { useTheme } from '../../theme/use-theme';
import styles from './CampaignCharts.module.css';
import { soldierRows } from './campaign-history';

/**
 * The size a chart takes before the page has measured it (and in tests, where nothing is
 * measured); the container then follows its box's width.
 */
const CHART_SIZE = { width: 560, height: 220 };

/** Each status in a colour of the universe, so the charts read in every theme. */
function statusColour(colours: ThemeColours, status: SoldierStatus): string {
  const byStatus: Record<SoldierStatus, string> = {
    Ready: colours.success,
    Wounded: colours.warning,
    Training: colours.highlight,
    'On Mission': colours.accent,
    KIA: colours.danger,
  };
  return byStatus[status];
}

function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.title}>{title}</figcaption>
      <div className={styles.plot}>
        <ResponsiveContainer width="100%" height={CHART_SIZE.height} initialDimension={CHART_SIZE}>
          {children as React.ReactElement}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * Charts of the campaign's days (issue 5, beyond the spec): funds, supplies and intel; missions won
 * and lost so far; soldiers by status. Drawn by recharts in the theme's colours.
 */
export function CampaignCharts({ history }: { history: readonly DaySnapshot[] }) {
  const theme = useTheme();
  const words = theme.campaignLog;
  const colours = theme.colours;
  const resourceRows = history.map((s) => ({ day: s.day, ...s.resources }));
  const missionRows = history.map((s) => ({ day: s.day, won: s.missionsWon, lost: s.missionsLost }));
  const statusRows = soldierRows(history);

  const axis = { stroke: colours.border, tick: { fill: colours.textMuted, fontSize: 11 } };
  const grid = <CartesianGrid stroke={colours.border} strokeDasharray="3 3" strokeOpacity={0.5} />;
  const dayAxis = <XAxis dataKey="day" {...axis} />;
  const tooltip = (
    <Tooltip
      contentStyle={{ background: colours.panelRaised, border: `1px solid ${colours.border}`, color: colours.text }}
      labelStyle={{ color: colours.textMuted }}
      labelFormatter={(day) => fillTemplate(words.dayAxis, { day: String(day) })}
    />
  );
  // Series keep the order they are drawn in (recharts sorts legends by name unless told not to).
  const legend = <Legend itemSorter={null} wrapperStyle={{ color: colours.text, fontSize: 12 }} />;

  return (
    <div className={styles.charts}>
      <ChartFrame title={words.resourcesChart}>
        <LineChart data={resourceRows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {grid}
          {dayAxis}
          <YAxis yAxisId="funds" {...axis} width={56} />
          <YAxis yAxisId="stock" orientation="right" {...axis} width={40} />
          {tooltip}
          {legend}
          <Line
            yAxisId="funds"
            type="monotone"
            dataKey="funds"
            name={theme.resources.funds}
            stroke={colours.accent}
            strokeWidth={2}
            dot={false}
            legendType="plainline"
          />
          <Line
            yAxisId="stock"
            type="monotone"
            dataKey="supplies"
            name={theme.resources.supplies}
            stroke={colours.highlight}
            strokeWidth={2}
            dot={false}
            legendType="plainline"
          />
          <Line
            yAxisId="stock"
            type="monotone"
            dataKey="intel"
            name={theme.resources.intel}
            stroke={colours.text}
            strokeWidth={2}
            strokeDasharray="5 3"
            dot={false}
            legendType="plainline"
          />
        </LineChart>
      </ChartFrame>
      <ChartFrame title={words.missionsChart}>
        <AreaChart data={missionRows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {grid}
          {dayAxis}
          <YAxis allowDecimals={false} {...axis} width={32} />
          {tooltip}
          {legend}
          <Area
            type="stepAfter"
            dataKey="won"
            name={words.won}
            stroke={colours.success}
            fill={colours.success}
            fillOpacity={0.25}
          />
          <Area
            type="stepAfter"
            dataKey="lost"
            name={words.lost}
            stroke={colours.danger}
            fill={colours.danger}
            fillOpacity={0.25}
          />
        </AreaChart>
      </ChartFrame>
      <ChartFrame title={words.soldiersChart}>
        <AreaChart data={statusRows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          {grid}
          {dayAxis}
          <YAxis allowDecimals={false} {...axis} width={32} />
          {tooltip}
          {legend}
          {SOLDIER_STATUSES.map((status) => (
            <Area
              key={status}
              type="stepAfter"
              dataKey={status}
              name={theme.squad.statuses[status]}
              stackId="squad"
              stroke={statusColour(colours, status)}
              fill={statusColour(colours, status)}
              fillOpacity={0.35}
            />
          ))}
        </AreaChart>
      </ChartFrame>
    </div>
  );
}
