/**
 * LAST STAND's mission, research, facility and soldier-name words: the catalogue's own texts, so
 * vanilla reads exactly as the rules' content files do and the other universes have one shape to fill.
 */

import { FACILITIES } from '../../content/facilities';
import type { FacilityType } from '../../content/ids';
import { MISSION_TEMPLATES, type MissionTemplateId } from '../../content/missions';
import { RESEARCH_PROJECTS, type ResearchProjectId } from '../../content/research';
import { SOLDIER_NAMES } from '../../content/soldier-names/index';
import type { MissionWords, ProjectWords } from '../theme-config';

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

export const VANILLA_SOLDIER_NAMES = SOLDIER_NAMES.vanilla;
