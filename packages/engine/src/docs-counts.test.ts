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

/** Where ARCHITECTURE says what `pattern` matches; fails, naming it, when the sentence is gone. */
function stated(pattern: RegExp): RegExpMatchArray {
  const found = architecture.match(pattern);
  if (!found) throw new Error(`ARCHITECTURE no longer states ${pattern}`);
  return found;
}

/** ARCHITECTURE's list of what `content/` holds (Engine), where the counts are written. */
const contentLine = stated(
  /`content\/` is data only: facilities, the \d+ research projects, classes, \d+ skills, \d+ abilities, \d+ hostile types, \d+ objective kinds, \d+ map kits, \d+ universes, equipment, ranks, difficulty, mission templates \(\d+ from the spec plus \d+ chapter key missions\)/,
);

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
  ])('%s', (_name, pattern, inContent) => {
    expect(Number(contentLine[0].match(pattern)?.[1])).toBe(inContent);
  });

  it('rules version', () => {
    expect(Number(stated(/`src\/rules-version\.ts`, now (\d+)\)/)[1])).toBe(RULES_VERSION);
  });
});
