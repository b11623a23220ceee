/**
 * Service B's insertion-order routes as the campaign page and the seller studio both use them:
 * read an order, sign it by a typed name, withdraw a signature, and download its PDF with the
 * session's token (an `<a href>` could not send it).
 */
import type { AxiosInstance } from 'axios';
import type { InsertionOrder, SignatureSide } from 'shared-domain/booking';

const enc = encodeURIComponent;

/** A downloaded body as a Blob (a client or test transport may hand back text or parsed JSON). */
export function asBlob(data: unknown, type: string): Blob {
  if (data instanceof Blob) return data;
  return new Blob([typeof data === 'string' ? data : JSON.stringify(data, null, 2)], { type });
}

/** GET /insertion-orders/{id}. */
export async function fetchInsertionOrder(api: AxiosInstance, orderId: string): Promise<InsertionOrder> {
  return (await api.get<InsertionOrder>(`/insertion-orders/${enc(orderId)}`)).data;
}

/** POST /insertion-orders/{id}/signatures: signs the current version as `side` by the typed full name. */
export async function signInsertionOrder(api: AxiosInstance, orderId: string, side: SignatureSide, name: string): Promise<InsertionOrder> {
  return (await api.post<InsertionOrder>(`/insertion-orders/${enc(orderId)}/signatures`, { name, side })).data;
}

/** DELETE /insertion-orders/{id}/signatures/{signatureId}: the signer withdraws, while the other side has not signed. */
export async function withdrawOrderSignature(api: AxiosInstance, orderId: string, signatureId: string): Promise<InsertionOrder> {
  return (await api.delete<InsertionOrder>(`/insertion-orders/${enc(orderId)}/signatures/${enc(signatureId)}`)).data;
}

/** GET /insertion-orders/{id}/pdf with the token: the order's PDF (the bytes its SHA-256 is of). */
export async function fetchInsertionOrderPdf(api: AxiosInstance, orderId: string): Promise<Blob> {
  const res = await api.get<unknown>(`/insertion-orders/${enc(orderId)}/pdf`, { responseType: 'blob', headers: { Accept: 'application/pdf' }, callKind: 'upload' });
  return asBlob(res.data, 'application/pdf');
}

/** The file name the server gives an order's PDF ("IO-1A2B3C4D-v1.pdf"). */
export const orderPdfName = (order: Pick<InsertionOrder, 'content'>): string => `${order.content.number}.pdf`;
