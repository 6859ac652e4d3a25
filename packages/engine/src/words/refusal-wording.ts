/**
 * The one place a refusal fact becomes words: the theme's template for its reason (or battle code)
 * with every placeholder filled from the fact's parameters, names in the theme's words. The server
 * words the refusals it answers with; the web words the ones it meets itself (a guest campaign, a
 * disabled button's reason, a battle refusal). Rule code never builds these sentences.
 */
import type { BattleError } from '../battle/errors';
import type { GameError } from '../campaign/errors';
import type { FacilityType, Resources } from '../content/ids';
import { missionWords } from './mission-words';
import type { ThemeConfig } from './theme-config';
import { abilityName, fillWords, itemName, projectName } from './wording';

const numberFormat = new Intl.NumberFormat('en-US');
const RESOURCE_ORDER = ['funds', 'supplies', 'intel'] as const;

type Values = Record<string, string | number>;

/** Amounts in the theme's resource labels: '2,000 FUNDS · 50 SUPPLIES'. */
function wordAmounts(theme: ThemeConfig, amounts: Partial<Resources>): string {
  return RESOURCE_ORDER.filter((key) => (amounts[key] ?? 0) > 0)
    .map((key) => `${numberFormat.format(amounts[key] ?? 0)} ${theme.resources[key]}`)
    .join(' · ');
}

function facilityName(theme: ThemeConfig, type: string): string {
  return (theme.facilities as Partial<Record<string, string>>)[type] ?? type;
}

/** The values a template may use: the fact's scalars plus the names the theme words. */
function valuesFor(theme: ThemeConfig, params: Readonly<Record<string, unknown>>): Values {
  const values: Values = {
    generator: facilityName(theme, 'generator' satisfies FacilityType),
    command: facilityName(theme, 'command' satisfies FacilityType),
  };
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'number') values[key] = numberFormat.format(value);
    else if (typeof value === 'string') values[key] = value;
  }
  if (typeof params.facilityType === 'string') values.facility = facilityName(theme, params.facilityType);
  if (typeof params.projectId === 'string') values.project = projectName(theme, params.projectId);
  if (typeof params.currentProjectId === 'string') values.currentProject = projectName(theme, params.currentProjectId);
  if (Array.isArray(params.missing)) {
    values.missing = params.missing.map((id) => projectName(theme, String(id))).join(', ');
  }
  if (typeof params.templateId === 'string') values.mission = missionWords(theme, params.templateId).name;
  if (typeof params.abilityId === 'string') values.ability = abilityName(theme, params.abilityId);
  if (typeof params.itemId === 'string') values.item = itemName(theme, params.itemId);
  if (params.shortfall && typeof params.shortfall === 'object') {
    values.shortfall = wordAmounts(theme, params.shortfall as Partial<Resources>);
  }
  return values;
}

/** A battle refusal in the theme's words (vanilla: the spec's combat-log messages). */
export function wordBattleRefusal(theme: ThemeConfig, error: BattleError): string {
  return fillWords(theme.refusals.battle[error.code], valuesFor(theme, error.params));
}

/** A campaign refusal in the theme's words (vanilla: the spec's messages). */
export function wordRefusal(theme: ThemeConfig, error: GameError): string {
  const values = valuesFor(theme, error.params);
  if (error.reason === 'battle_log_refused') values.refusal = wordBattleRefusal(theme, error.params.refusal);
  return fillWords(theme.refusals.campaign[error.reason], values);
}
