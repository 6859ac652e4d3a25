import {
  type FacilityDefinition,
  type GameError,
  RESEARCH_MAX_BONUS_QUARTERS,
  RESEARCH_QUARTERS_PER_DAY,
  RESOURCE_KEYS,
  type Resources,
} from '@holdfast/engine';
import { type ThemeConfig, wordRefusal } from '@holdfast/engine/themes';
import type { DispatchFailure } from '../session/campaign-session';
import { fillTemplate } from '../theme/template';

const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A cost or income in the theme's resource names: '5,000 FUNDS · 50 SUPPLIES'; zero amounts left out. */
export function resourceList(theme: ThemeConfig, amounts: Partial<Resources>): string {
  const parts = RESOURCE_KEYS.flatMap((key) => {
    const amount = amounts[key] ?? 0;
    return amount === 0 ? [] : [`${formatNumber(amount)} ${theme.resources[key]}`];
  });
  return parts.length > 0 ? parts.join(' · ') : theme.facilityPanel.none;
}

/** What a facility gives, in words, from the rules' numbers (income, power, healing, training, research pace). */
export function facilityEffects(theme: ThemeConfig, definition: FacilityDefinition): string[] {
  const words = theme.facilityPanel.effects;
  const lines: string[] = [];
  for (const key of RESOURCE_KEYS) {
    const amount = definition.incomePerLevel[key];
    if (amount)
      lines.push(fillTemplate(words.income, { amount: formatNumber(amount), resource: theme.resources[key] }));
  }
  if (definition.powerCapacity) {
    lines.push(
      fillTemplate(words.power, {
        amount: definition.powerCapacity.base,
        perLevel: definition.powerCapacity.perLevel,
        resource: theme.resources.power,
      }),
    );
  }
  if (definition.healing) {
    lines.push(fillTemplate(words.healing, { base: definition.healing.base, perLevel: definition.healing.perLevel }));
  }
  if (definition.trainingXpPerLevel) {
    lines.push(fillTemplate(words.training, { amount: definition.trainingXpPerLevel }));
  }
  if (definition.researchQuartersPerLevel) {
    // The pace is counted in quarter days: each quarter over the spec's four a day is 25% faster.
    const percent = (quarters: number) => Math.round((quarters / RESEARCH_QUARTERS_PER_DAY) * 100);
    lines.push(
      fillTemplate(words.research, {
        percent: percent(definition.researchQuartersPerLevel),
        max: percent(RESEARCH_MAX_BONUS_QUARTERS),
      }),
    );
  }
  return lines;
}

/** Server errors that mean two builds raced for one slot (a unique-constraint violation). */
const UNIQUENESS_TEXT = /unique|duplicate|already exists/i;

/** The spec's alert for a failed build (§8): the rules' refusal as is, a lost race, or the failure. */
export function buildFailureMessage(theme: ThemeConfig, failure: DispatchFailure): string {
  const words = theme.facilityPanel;
  if (failure.status === 409 && UNIQUENESS_TEXT.test(failure.error)) return words.positionTaken;
  if (failure.refused) return failure.error;
  return fillTemplate(words.buildFailed, { message: failure.error });
}

/** The spec's alert for a failed upgrade (§8): the rules' refusal as is, else 'Failed to upgrade facility'. */
export function upgradeFailureMessage(theme: ThemeConfig, failure: DispatchFailure): string {
  return failure.refused ? failure.error : theme.facilityPanel.upgradeFailed;
}

export function toggleFailureMessage(theme: ThemeConfig, failure: DispatchFailure): string {
  return failure.refused ? failure.error : fillTemplate(theme.facilityPanel.toggleFailed, { message: failure.error });
}

/**
 * The words beside a disabled button (issue 14): what is missing when it is a matter of resources
 * ('Need 2,000 FUNDS more', from the engine's `shortfall`), else the engine's refusal in the theme's words.
 */
export function refusalText(
  theme: ThemeConfig,
  needMore: string,
  refusal: GameError,
  missing: Partial<Resources>,
): string {
  if (RESOURCE_KEYS.some((key) => (missing[key] ?? 0) > 0)) {
    return fillTemplate(needMore, { amounts: resourceList(theme, missing) });
  }
  return wordRefusal(theme, refusal);
}
