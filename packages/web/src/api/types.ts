/**
 * Shapes of the server's JSON (DESIGN.md §2), snake_case as the server sends them. Records come
 * from `@holdfast/server/contract`: types inferred from the server's zod schemas, imported as types
 * only, so no server code reaches the bundle (biome.json refuses any other server import).
 */
export type {
  ApiCampaign as Campaign,
  ApiUser as User,
  CreateCampaignRequest,
  CreateCampaignResponse,
} from '@holdfast/server/contract';

export type UserId = number | string;

export type CampaignId = number | string;
