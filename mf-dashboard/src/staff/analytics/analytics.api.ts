import type { AxiosInstance } from 'axios';
import type { AnalyticsSummary } from 'shared-domain/analytics';

/** Service A's GET /analytics/summary (staff only): page views per route per day, sources, funnel. */
export async function fetchAnalyticsSummary(api: AxiosInstance, range: { from: string; to: string }): Promise<AnalyticsSummary> {
  const res = await api.get<AnalyticsSummary>('/analytics/summary', { params: range });
  return res.data;
}
