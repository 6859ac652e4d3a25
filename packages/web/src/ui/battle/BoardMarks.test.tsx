import { createBattle } from '@holdfast/engine';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleBattleSetup } from '../../session/battle-navigation';
import { battleWords } from '../battle-words';
import { BoardMarks, boxesOverlap, labelBox, tokenBox } from './BoardMarks';

const words = battleWords('vanilla');
const setup = sampleBattleSetup(['Ana', 'Ben', 'Cy']);

describe('board marks', () => {
  it('draws a shot from the log’s facts: the tracer from shooter to target, HIT, the damage and the fall', () => {
    const battle = createBattle(setup.input, setup.seed);
    const { container } = render(
      <BoardMarks
        battle={battle}
        words={words}
        serial={1}
        forecast={[]}
        preview={null}
        events={[
          { kind: 'shot', shooterId: 'sample-2', targetId: 'enemy-1', chance: 45, roll: 12, hit: true },
          { kind: 'damaged', unitId: 'enemy-1', amount: 2, hpLeft: 0, sourceId: 'sample-2' },
          { kind: 'killed', unitId: 'enemy-1', byId: 'sample-2' },
          { kind: 'moved', unitId: 'enemy-2', fromX: 9, fromY: 3, x: 8, y: 4, apSpent: 1 },
        ]}
      />,
    );
    const sniper = battle.units.find((u) => u.id === 'sample-2');
    const hostile = battle.units.find((u) => u.id === 'enemy-1');
    if (!sniper || !hostile) throw new Error('units');
    const tracer = container.querySelector('[data-mark="hit"] line');
    expect(tracer?.getAttribute('x1')).toBe(String(sniper.x + 0.5));
    expect(tracer?.getAttribute('y2')).toBe(String(hostile.y + 0.5));
    const texts = [...container.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual(['HIT', '−2', 'ELIMINATED']);
    expect(container.querySelector('[data-mark="down"]')).not.toBeNull();
    // The move's trail runs along its path: from (9, 3) across to (8, 3), then down to (8, 4).
    expect(container.querySelector('polyline')?.getAttribute('points')).toBe('9.5,3.5 8.5,3.5 8.5,4.5');
  });

  it('draws nothing from the past once the facts are gone', () => {
    const battle = createBattle(setup.input, setup.seed);
    const { container } = render(
      <BoardMarks battle={battle} words={words} serial={2} forecast={[]} preview={null} events={[]} />,
    );
    expect(container.querySelectorAll('[data-mark]')).toHaveLength(0);
  });

  it('draws a marked blast on every tile it will hit, with its word, and a forecast blast and overwatch (issue 24)', () => {
    const battle = createBattle(setup.input, setup.seed);
    const units = battle.units.map((u) =>
      u.id === 'enemy-3' ? { ...u, hostileType: 'grenadier' as const, announcedBlast: { x: 2, y: 10 } } : u,
    );
    const marked = { ...battle, units };
    const forecast = [
      {
        enemyId: 'enemy-3',
        path: [{ x: 7, y: 4 }],
        shot: null,
        overwatch: false,
        landing: null,
        blast: { centre: { x: 5, y: 10 }, tiles: [{ x: 5, y: 10 }] },
        rollDecides: false,
      },
      {
        enemyId: 'enemy-2',
        path: [{ x: 9, y: 3 }],
        shot: null,
        overwatch: true,
        landing: null,
        blast: null,
        rollDecides: false,
      },
    ];
    const { container } = render(
      <BoardMarks battle={marked} words={words} serial={3} forecast={forecast} preview={null} events={[]} />,
    );
    const tiles = [...container.querySelectorAll('[data-blast="enemy-3"] rect')].map(
      (r) => `${r.getAttribute('x')},${r.getAttribute('y')}`,
    );
    expect(tiles.sort()).toEqual(['1,10', '2,10', '2,11', '2,9', '3,10']);
    expect(container.querySelector('[data-blast="enemy-3"] text')?.textContent).toBe(words.blastMark);
    expect(container.querySelectorAll('[data-intent-blast="enemy-3"] rect')).toHaveLength(1);
    expect(container.querySelector('[data-intent="enemy-2"] text')?.textContent).toBe(words.overwatchMark);
  });

  it('keeps the intents legible with four hostiles and a blast: no label covers another or a token (issue 35)', () => {
    const battle = createBattle(setup.input, setup.seed);
    // Four shots at the same soldier from four tiles close together, each hostile standing where it
    // shoots from (its token there): their middles all but coincide, and tokens crowd the lines.
    const ends = [
      { x: 1, y: 6 },
      { x: 2, y: 6 },
      { x: 0, y: 6 },
      { x: 1, y: 5 },
    ];
    const units = battle.units.map((u) => {
      const index = ['enemy-1', 'enemy-2', 'enemy-3', 'enemy-4'].indexOf(u.id);
      if (index < 0) return u;
      const placed = { ...u, ...ends[index] };
      return u.id === 'enemy-4'
        ? { ...placed, hostileType: 'grenadier' as const, announcedBlast: { x: 1, y: 8 } }
        : placed;
    });
    const marked = { ...battle, units };
    const soldier = marked.units.find((u) => u.id === 'sample-1');
    expect(soldier).toMatchObject({ x: 1, y: 10 });
    const forecast = ends.map((end, i) => ({
      enemyId: `enemy-${i + 1}`,
      path: [end],
      shot: { targetId: 'sample-1', chance: 40 + i },
      overwatch: i === 3,
      landing: null,
      blast: null,
      rollDecides: i === 0,
    }));
    const { container } = render(
      <BoardMarks battle={marked} words={words} serial={4} forecast={forecast} preview={null} events={[]} />,
    );
    const labels = [...container.querySelectorAll('[data-testid="board-intents"] text, [data-blast] text')].map((t) =>
      labelBox(Number(t.getAttribute('x')), Number(t.getAttribute('y')), t.textContent ?? ''),
    );
    // Four odds, one WATCH and the marked blast's word.
    expect(labels).toHaveLength(6);
    let overlaps = 0;
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++)
        if (boxesOverlap(labels[i] as (typeof labels)[number], labels[j] as (typeof labels)[number])) overlaps++;
    expect(overlaps).toBe(0);
    // Seven tokens on the board (three soldiers, four hostiles): no label over any of them.
    const tokens = marked.units.filter((u) => u.hp > 0).map((u) => tokenBox(u));
    expect(tokens).toHaveLength(7);
    let covered = 0;
    for (const label of labels) for (const token of tokens) if (boxesOverlap(label, token)) covered++;
    expect(covered).toBe(0);
  });

  it('counts a label over a token: a token is the middle of its tile', () => {
    expect(tokenBox({ x: 2, y: 3 })).toEqual({ left: 2.2, right: 2.8, top: 3.12, bottom: 3.88 });
    expect(boxesOverlap(labelBox(2.5, 3.5, '45%'), tokenBox({ x: 2, y: 3 }))).toBe(true);
    expect(boxesOverlap(labelBox(2.5, 3.0, '45%'), tokenBox({ x: 2, y: 3 }))).toBe(false);
  });
});
