/**
 * The API's record contract for clients (`@holdfast/server/contract`): types only, each inferred
 * from the zod schema that also validates the route and generates its OpenAPI entry, so the web
 * and the server cannot disagree about a record's shape. Nothing here exists at run time: the web
 * imports it with `import type` (biome.json lets the web import nothing else of the server), so no
 * server code reaches its bundle.
 */

export type { ApiDailyBoard, ApiDailyBoardRow } from './routes/daily';
export type { CarryOverResponse } from './routes/guest-carry-over';
export type { ApiFacility, ApiResearch, ApiSquadMember } from './schemas/base-records';
export type { ApiCampaign, CreateCampaignRequest, CreateCampaignResponse } from './schemas/campaign';
export type { ImportCampaignRequest, ImportCampaignResponse } from './schemas/campaign-import';
export type { ApiEvent } from './schemas/event-record';
export type { KeptBattleAnswer, KeptBattleIntent, KeptBattleView, LoggedStep } from './schemas/kept-battle';
export type { ApiMission, ApiMissionStats } from './schemas/mission-record';
export type { ApiUser } from './schemas/user';
