/**
 * The studio's proof calls to service B (`/campaign-api`, issue 38's contract). Each takes the
 * page runtime's service-B client (`useRuntime().api.serviceB`), so tests pass a mock.
 */
import type { AxiosInstance, AxiosProgressEvent } from 'axios';
import type { LatLng, OptionPlaceAnswer, Proof, ProofKind, ProofQueueItem, ProofState, ProvableLine } from 'shared-domain/proof';

const enc = encodeURIComponent;

/** An answer that is a list, bare or under `key` (`{ lines: [...] }`). */
function listIn<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  const inner = (data as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
}

/** GET /seller/proof-lines: the lines of accepted bookings the user may prove (staff: every line of `campaignId`). */
export async function fetchProofLines(api: AxiosInstance, campaignId?: string): Promise<ProvableLine[]> {
  const res = await api.get<unknown>('/seller/proof-lines', { params: campaignId ? { campaignId } : {} });
  return listIn<ProvableLine>(res.data, 'lines');
}

export type ProofUpload = { campaignId: string; lineId: string; day: string; kind: ProofKind; units: number; note: string; file: File };

/**
 * POST /campaigns/{id}/lines/{lineId}/proofs?day=&kind=&name=&units=&note=: the file's own bytes
 * are the body (not multipart); the server reads what it is from them. `onProgress` gets 0–1.
 */
export async function uploadProof(api: AxiosInstance, input: ProofUpload, onProgress?: (fraction: number) => void): Promise<Proof> {
  const { campaignId, lineId, day, kind, units, note, file } = input;
  const params: Record<string, string | number> = { day, kind, name: file.name, units };
  if (note.trim()) params.note = note.trim();
  const res = await api.post<Proof>(`/campaigns/${enc(campaignId)}/lines/${enc(lineId)}/proofs`, file, {
    params,
    headers: { 'Content-Type': 'application/octet-stream' },
    callKind: 'upload',
    onUploadProgress: (e: AxiosProgressEvent) => {
      const total = e.total ?? file.size;
      if (total > 0) onProgress?.(Math.min(1, e.loaded / total));
    },
  });
  return res.data;
}

/** GET /proofs/queue?state=: staff's queue, riskiest first. */
export async function fetchProofQueue(api: AxiosInstance, state: ProofState): Promise<ProofQueueItem[]> {
  return listIn<ProofQueueItem>((await api.get<unknown>('/proofs/queue', { params: { state } })).data, 'queue');
}

export async function verifyProof(api: AxiosInstance, proofId: string): Promise<Proof> {
  return (await api.post<Proof>(`/proofs/${enc(proofId)}/verify`)).data;
}

export async function rejectProof(api: AxiosInstance, proofId: string, reason: string): Promise<Proof> {
  return (await api.post<Proof>(`/proofs/${enc(proofId)}/reject`, { reason })).data;
}

/** GET /options/{optionId}/place: the option's category and its site location (lat, lng null until set). */
export async function fetchOptionPlace(api: AxiosInstance, optionId: string): Promise<OptionPlaceAnswer> {
  return (await api.get<OptionPlaceAnswer>(`/options/${enc(optionId)}/place`)).data;
}

/** PUT /options/{optionId}/place: sets the site location (outdoor, airport and cinema options). */
export async function saveOptionPlace(api: AxiosInstance, optionId: string, place: LatLng): Promise<OptionPlaceAnswer> {
  return (await api.put<OptionPlaceAnswer>(`/options/${enc(optionId)}/place`, place)).data;
}
