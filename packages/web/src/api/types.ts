/** Shapes of the server's JSON (DESIGN.md §2); snake_case as the server sends them. */
import type { Difficulty } from '@holdfast/engine';

export type UserId = number | string;

export interface User {
  id: UserId;
  username: string;
  email: string;
  preferences: unknown;
  created_at: string;
  last_login: string | null;
  total_campaigns: number;
  total_playtime: number;
}

export type CampaignId = number | string;

export interface Campaign {
  id: CampaignId;
  user_id: UserId | null;
  name: string;
  description: string | null;
  difficulty: Difficulty;
  /** A theme id; kept as string because old rows may hold a name this build does not know. */
  theme: string;
  day: number;
  threat_level: number;
  supplies: number;
  funds: number;
  intel: number;
  reputation: number;
  created_at: string;
  updated_at: string;
  last_played: string | null;
  total_playtime: number;
  is_active: number | boolean;
  game_over: number | boolean;
  victory: number | boolean;
}

export interface CreateCampaignRequest {
  name: string;
  difficulty: Difficulty;
  theme: string;
  description?: string;
}

export interface CreateCampaignResponse {
  success: boolean;
  id?: CampaignId;
  theme?: string;
}
