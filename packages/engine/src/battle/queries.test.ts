import { describe, expect, it } from 'vitest';
import { BATTLE_RULES } from '../content/battle';
import { abilityFigures } from './ability-figures';
import { hitChanceBetween } from './hit-chance';
import { abilityArea, enemyThreats, exposureAt, movePath, revivableSoldiers, worstExposure } from './queries';
import { scenario, unit } from './scenario.fixture';

const sum = (parts: { value: number }[]) => parts.reduce((total, part) => total + part.value, 0);

describe('odds that add up', () => {
  it('shows the floor as its own part: the parts sum to the 20% a long shot into full cover still has', () => {
    const battle = scenario({
      soldiers: [{ x: 0, y: 11 }],
      enemies: [{ x: 11, y: 0 }],
      cover: [{ x: 11, y: 0, cover: 'full' }],
    });
    const odds = hitChanceBetween(battle, unit(battle, 'soldier-1'), unit(battle, 'enemy-1'));
    expect(odds.chance).toBe(BATTLE_RULES.minHitChance);
    expect(odds.parts.at(-1)).toEqual({ kind: 'floor', value: BATTLE_RULES.minHitChance - odds.raw });
    expect(sum(odds.parts)).toBe(odds.chance);
  });

  it('shows the cap as its own part when the sum passes 95%', () => {
    const battle = scenario({
      soldiers: [{ x: 5, y: 6 }],
      enemies: [{ x: 5, y: 5, type: 'marksman' }],
      difficulty: 'other',
    });
    const odds = hitChanceBetween(battle, unit(battle, 'enemy-1'), unit(battle, 'soldier-1'));
    expect(odds.chance).toBe(BATTLE_RULES.maxHitChance);
    expect(odds.parts.at(-1)?.kind).toBe('cap');
    expect(sum(odds.parts)).toBe(odds.chance);
  });

  it('has no floor or cap part when neither applies', () => {
    const battle = scenario({ soldiers: [{ x: 5, y: 9 }], enemies: [{ x: 5, y: 5 }] });
    const odds = hitChanceBetween(battle, unit(battle, 'soldier-1'), unit(battle, 'enemy-1'));
    expect(odds.parts.map((p) => p.kind)).not.toContain('floor');
    expect(odds.parts.map((p) => p.kind)).not.toContain('cap');
    expect(sum(odds.parts)).toBe(odds.chance);
  });
});

describe('threats', () => {
  const battle = scenario({
    soldiers: [
      { x: 5, y: 9 },
      { x: 0, y: 11 },
      { x: 9, y: 6 },
    ],
    enemies: [
      { x: 5, y: 5 },
      { x: 9, y: 4 },
    ],
    cover: [{ x: 9, y: 5, cover: 'full' }],
  });

  it('lists each soldier a hostile could shoot from where it stands, with the chance the rules would roll', () => {
    const threats = enemyThreats(battle, 'enemy-1');
    expect(threats.map((t) => t.targetId).sort()).toEqual(['soldier-1', 'soldier-3']);
    for (const threat of threats)
      expect(threat.chance).toBe(
        hitChanceBetween(battle, unit(battle, 'enemy-1'), unit(battle, threat.targetId)).chance,
      );
    // Soldier 3 is two tiles off behind full cover, which blocks the view both ways; the others are out of range.
    expect(enemyThreats(battle, 'enemy-2')).toEqual([]);
  });

  it('gives each soldier the worst shot any hostile has at them, or none', () => {
    expect(worstExposure(battle, 'soldier-1')?.chance).toBe(
      Math.max(
        ...['enemy-1', 'enemy-2'].map(
          (id) => hitChanceBetween(battle, unit(battle, id), unit(battle, 'soldier-1')).chance,
        ),
      ),
    );
    expect(worstExposure(battle, 'soldier-2')).toBeNull();
  });
});

describe('ability figures in battle units', () => {
  const battle = scenario({
    soldiers: [
      { x: 5, y: 9, classId: 'support', experience: 5000 },
      { x: 6, y: 9, classId: 'ranger', experience: 5000 },
      { x: 7, y: 9, classId: 'heavy', experience: 5000 },
    ],
    enemies: [{ x: 5, y: 5 }],
  });

  it('speaks HP, tiles, AP, cooldown and uses left, not campaign points', () => {
    expect(abilityFigures(battle, 'soldier-1', 'medkit')).toMatchObject({ heal: 2, reach: 1, usesLeft: 3 });
    expect(abilityFigures(battle, 'soldier-2', 'double_tap')).toMatchObject({ damage: 1, shots: 2 });
    expect(abilityFigures(battle, 'soldier-3', 'rocket_launcher')).toMatchObject({ damage: 3, reach: 6, radius: 2 });
    expect(abilityFigures(battle, 'soldier-1', 'revival_protocol')).toMatchObject({ revivedHp: 3, reach: 1 });
    expect(abilityFigures(battle, 'soldier-1', 'nope')).toBeNull();
  });
});

describe('moves and revivals', () => {
  it('draws a move along the longer axis first, both ends included', () => {
    expect(movePath({ x: 1, y: 1 }, { x: 3, y: 2 })).toEqual([
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 3, y: 2 },
    ]);
  });

  it('marks the downed soldiers a living ally can still revive', () => {
    const battle = scenario({
      soldiers: [
        { x: 5, y: 9, classId: 'support', experience: 5000 },
        { x: 6, y: 9, hp: 0 },
      ],
      enemies: [{ x: 5, y: 5 }],
    });
    expect(revivableSoldiers(battle)).toEqual(['soldier-2']);
    const noMedic = scenario({
      soldiers: [
        { x: 5, y: 9 },
        { x: 6, y: 9, hp: 0 },
      ],
      enemies: [{ x: 5, y: 5 }],
    });
    expect(revivableSoldiers(noMedic)).toEqual([]);
  });
});

describe('the exposure a destination would bring (issue 35: previewed under the cursor)', () => {
  const place = (at: { x: number; y: number }) =>
    scenario({
      soldiers: [at],
      enemies: [
        { x: 5, y: 4 },
        { x: 1, y: 8 },
      ],
      cover: [{ x: 5, y: 8, cover: 'half' }],
    });
  const battle = place({ x: 5, y: 10 });

  it('is the likeliest shot at the soldier had they stood there, and the hostiles that would flank their cover', () => {
    const there = place({ x: 5, y: 8 });
    const standing = unit(there, 'soldier-1');
    const shots = ['enemy-1', 'enemy-2'].map((id) => hitChanceBetween(there, unit(there, id), standing).chance);
    const exposure = exposureAt(battle, 'soldier-1', { x: 5, y: 8 });
    expect(exposure.worst?.chance).toBe(Math.max(...shots));
    // The hostile due west (4 tiles across, none up) flanks the half cover; the one due north does not.
    expect(exposure.flankedBy).toEqual(['enemy-2']);
    // Asking moves nobody.
    expect(unit(battle, 'soldier-1')).toMatchObject({ x: 5, y: 10 });
  });

  it('names no flank on open ground (no cover to flank) and no shot out of every hostile’s range and sight', () => {
    expect(exposureAt(battle, 'soldier-1', { x: 4, y: 8 }).flankedBy).toEqual([]);
    const far = scenario({ soldiers: [{ x: 0, y: 11 }], enemies: [{ x: 11, y: 0 }] });
    expect(exposureAt(far, 'soldier-1', { x: 0, y: 11 })).toEqual({ worst: null, flankedBy: [] });
  });
});

describe('the area an ability reaches (issue 35: Smoke Bomb drawn on the board)', () => {
  const battle = scenario({
    soldiers: [{ x: 0, y: 11, classId: 'support', experience: 5000 }],
    enemies: [{ x: 11, y: 0 }],
  });

  it('is every tile within the radius of the caster for Smoke Bomb: radius 3 from a corner is 10 tiles', () => {
    const area = abilityArea(battle, 'soldier-1', 'smoke_bomb');
    expect(area).toHaveLength(10);
    expect(area).toContainEqual({ x: 3, y: 11 });
    expect(area).toContainEqual({ x: 0, y: 8 });
    expect(area).not.toContainEqual({ x: 2, y: 9 });
  });

  it('is empty for an ability without an area (Medkit)', () => {
    expect(abilityArea(battle, 'soldier-1', 'medkit', { x: 0, y: 10 })).toEqual([]);
  });
});

describe('an effect’s length as the turns it covers (issue 35: "2 turns" covered one enemy turn)', () => {
  const battle = scenario({
    soldiers: [
      { x: 5, y: 9, classId: 'support', experience: 5000 },
      { x: 6, y: 9, classId: 'sniper', experience: 5000 },
    ],
    enemies: [{ x: 5, y: 5 }],
  });

  it('Smoke Bomb (2 handovers) lasts through the enemy turn only; Holo-Targeting (3) through yours after it too', () => {
    expect(abilityFigures(battle, 'soldier-1', 'smoke_bomb')).toMatchObject({
      duration: 2,
      enemyTurns: 1,
      ownTurns: 0,
    });
    expect(abilityFigures(battle, 'soldier-1', 'holo_targeting')).toMatchObject({
      duration: 3,
      enemyTurns: 1,
      ownTurns: 1,
    });
  });
});
