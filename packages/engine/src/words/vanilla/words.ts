/**
 * LAST STAND's mission, research, facility and soldier-name words: the catalogue's own texts, so
 * vanilla reads exactly as the rules' content files do and the other universes have one shape to fill.
 */

import { FACILITIES } from '../../content/facilities';
import type { FacilityType } from '../../content/ids';
import { MISSION_TEMPLATES, type MissionTemplateId } from '../../content/missions';
import { FIRST_NAMES, LAST_NAMES } from '../../content/names';
import { RESEARCH_PROJECTS, type ResearchProjectId } from '../../content/research';
import type { MissionWords, ProjectWords, SoldierNameList } from '../theme-config';

export const VANILLA_MISSION_TEXTS = Object.fromEntries(
  MISSION_TEMPLATES.map(({ id, name, type, location, description, storyContext, objectives }) => [
    id,
    { name, type, location, description, storyContext, objectives },
  ]),
) as Record<MissionTemplateId, MissionWords>;

export const VANILLA_PROJECT_TEXTS = Object.fromEntries(
  RESEARCH_PROJECTS.map(({ id, name, description }) => [id, { name, description }]),
) as Record<ResearchProjectId, ProjectWords>;

export const VANILLA_FACILITY_DESCRIPTIONS = Object.fromEntries(
  FACILITIES.map(({ type, description }) => [type, description]),
) as Record<FacilityType, string>;

export const VANILLA_SOLDIER_NAMES: SoldierNameList = { first: FIRST_NAMES, last: LAST_NAMES };
