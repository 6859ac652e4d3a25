/**
 * npm run rules-tables
 * Prints the tables of docs/GAME_RULES.md straight from `content/` (facilities, ranks, skills,
 * abilities, equipment, research, missions), so the rules page can be refreshed whenever a number changes.
 */
import { ABILITIES } from '../content/abilities';
import { ARMORS, type EquipmentPrice, UTILITIES, WEAPONS } from '../content/equipment';
import { FACILITIES } from '../content/facilities';
import { MISSION_TEMPLATES } from '../content/missions';
import { describeModifier } from '../content/modifiers';
import { RANKS } from '../content/ranks';
import { RESEARCH_PROJECTS } from '../content/research';
import { SKILLS } from '../content/skills';

function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function facilities(): string {
  return table(
    ['Facility', 'Funds', 'Supplies', 'Power draw', 'Build days', 'Max level', 'Upkeep / level / day', 'Effect'],
    FACILITIES.map((f) => [
      `${f.name} (${f.type})`,
      f.cost.funds,
      f.cost.supplies,
      f.powerDraw,
      f.constructionDays,
      f.maxLevel,
      f.upkeepPerLevel,
      f.description,
    ]),
  );
}

function equipment(): string {
  const price = (item: EquipmentPrice) =>
    item.cost.funds + item.cost.supplies + item.cost.intel === 0
      ? 'free'
      : `${item.cost.funds}/${item.cost.supplies}/${item.cost.intel}`;
  const name = (id: string) => RESEARCH_PROJECTS.find((p) => p.id === id)?.name ?? id;
  const row = (slot: string, item: EquipmentPrice & { name: string }, numbers: string) => [
    `${item.name}`,
    slot,
    numbers,
    price(item),
    item.unlockedBy ? name(item.unlockedBy) : '—',
  ];
  return table(
    ['Item', 'Slot', 'Numbers', 'Cost (funds/supplies/intel)', 'Unlocked by'],
    [
      ...WEAPONS.map((w) =>
        row('weapon', w, `damage ${w.damage}, accuracy ${w.accuracy}, battle 1-${w.battleMaxDamage}`),
      ),
      ...ARMORS.map((a) => row('armor', a, `defense ${a.defense}, mobility ${a.mobility}`)),
      ...UTILITIES.map((u) => row('utility', u, u.description)),
    ],
  );
}

function ranks(): string {
  return table(
    ['Rank', 'Experience', 'Pay / day'],
    RANKS.map((r) => [r.name, r.xp, r.dailyPay]),
  );
}

function skills(): string {
  return table(
    ['Skill', 'Class', 'Tier', 'XP', 'Effect'],
    SKILLS.map((s) => [s.name, s.classId, s.tier, s.xpRequired, s.modifiers.map(describeModifier).join('; ')]),
  );
}

function abilities(): string {
  return table(
    ['Ability', 'AP', 'Cooldown', 'Uses/mission', 'Combat rating'],
    ABILITIES.map((a) => [
      a.name,
      a.apCost,
      a.cooldown || '—',
      a.usesPerMission === null ? 'unlimited' : a.usesPerMission,
      `+${a.combatValue}`,
    ]),
  );
}

function research(): string {
  return table(
    ['Project', 'Id', 'Tier', 'Cost (funds/supplies/intel)', 'Days', 'Prerequisites', 'Effect'],
    RESEARCH_PROJECTS.map((p) => [
      p.name,
      p.id,
      p.tier,
      `${p.cost.funds}/${p.cost.supplies}/${p.cost.intel}`,
      p.durationDays,
      p.prerequisites.join(', ') || '—',
      p.benefits,
    ]),
  );
}

function missions(): string {
  return table(
    [
      'Mission',
      'Tier',
      'Days',
      'Squad',
      'Success',
      'Casualty level',
      'Funds',
      'Supplies',
      'Intel',
      'XP',
      'Rep.',
      'Unlock',
    ],
    MISSION_TEMPLATES.map((t) => [
      t.keyMission ? `${t.name} (ch. ${t.chapter} key)` : t.name,
      t.tier,
      t.durationDays,
      `${t.requirements.minSquad}-${t.requirements.maxSquad}`,
      `${t.risks.successRate}%`,
      t.risks.casualtyLevel,
      t.rewards.funds,
      t.rewards.supplies,
      t.rewards.intel,
      t.rewards.xp,
      t.rewards.reputation,
      t.unlockDay,
    ]),
  );
}

for (const [title, body] of [
  ['Facilities', facilities()],
  ['Ranks', ranks()],
  ['Skills', skills()],
  ['Abilities', abilities()],
  ['Equipment', equipment()],
  ['Research', research()],
  ['Missions', missions()],
] as const) {
  console.log(`### ${title}\n\n${body}\n`);
}
