/**
 * ARCHITECTURE states how much content there is (issue 31 item 8: "20 abilities" stayed in it after
 * there were 16). Each count it writes is read from the text here and held to the content, so a
 * count that drifts fails here and names the sentence to correct.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OBJECTIVE_KINDS } from './battle/types';
import { ABILITIES } from './content/abilities';
import { HOSTILE_TYPE_IDS } from './content/hostiles';
import { THEME_IDS } from './content/ids';
import { MAP_KIT_IDS } from './content/map-kits';
import { MISSION_TEMPLATES } from './content/missions';
import { RESEARCH_PROJECTS } from './content/research';
import { SKILLS } from './content/skills';
import { RULES_VERSION } from './rules-version';

const architecture = readFileSync(new URL('../../../docs/ARCHITECTURE.md', import.meta.url), 'utf8').replace(
  /\s+/g,
  ' ',
);

/** The number ARCHITECTURE writes where `pattern` (with one `(\d+)`) matches; fails when it is gone. */
function stated(pattern: RegExp): number {
  const found = architecture.match(pattern);
  if (!found?.[1]) throw new Error(`ARCHITECTURE no longer states ${pattern}`);
  return Number(found[1]);
}

describe('the counts ARCHITECTURE states', () => {
  it.each([
    ['research projects', /the (\d+) research projects/, RESEARCH_PROJECTS.length],
    ['skills', /(\d+) skills/, SKILLS.length],
    ['abilities', /(\d+) abilities/, ABILITIES.length],
    ['hostile types', /(\d+) hostile types/, HOSTILE_TYPE_IDS.length],
    ['objective kinds', /(\d+) objective kinds/, OBJECTIVE_KINDS.length],
    ['map kits', /(\d+) map kits/, MAP_KIT_IDS.length],
    ['universes', /(\d+) universes/, THEME_IDS.length],
    ['key missions', /plus (\d+) chapter key missions/, MISSION_TEMPLATES.filter((t) => t.chapter).length],
    ['spec missions', /\((\d+) from the spec/, MISSION_TEMPLATES.filter((t) => !t.chapter).length],
    ['rules version', /`src\/rules-version\.ts`, now (\d+)\)/, RULES_VERSION],
  ])('%s', (_name, pattern, inContent) => {
    expect(stated(pattern)).toBe(inContent);
  });
});
