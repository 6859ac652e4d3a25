/** Server data for campaigns through TanStack Query: the list, creating and deleting. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../api/ApiProvider';
import type { Campaign, CampaignId, CreateCampaignRequest, CreateCampaignResponse } from '../api/types';

export const campaignKeys = {
  all: ['campaigns'] as const,
  state: (id: CampaignId) => ['campaigns', String(id), 'state'] as const,
};

/** The list arrives as an array, or (spec §7) as an object holding a `campaigns` array. */
function campaignList(body: unknown): Campaign[] {
  if (Array.isArray(body)) return body as Campaign[];
  if (body && typeof body === 'object' && Array.isArray((body as { campaigns?: unknown }).campaigns)) {
    return (body as { campaigns: Campaign[] }).campaigns;
  }
  return [];
}

export function useCampaigns(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: campaignKeys.all,
    queryFn: async () => campaignList(await api.get<unknown>('/api/campaigns')),
    enabled,
    // The dialog shows the failure in its ERROR box; retrying silently would only delay it.
    retry: false,
  });
}

export function useCreateCampaign() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCampaignRequest) => api.post<CreateCampaignResponse>('/api/campaigns', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

export function useDeleteCampaign() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: CampaignId) => api.delete(`/api/campaigns/${encodeURIComponent(String(id))}`),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<Campaign[]>(campaignKeys.all, (list) => list?.filter((c) => c.id !== id));
    },
  });
}
