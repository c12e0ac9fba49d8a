// Documents (spec §7 "Devices and documents"): the list with filters and file downloads.
import * as v from 'valibot';
import type { DownloadedFile, Page } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import { getList, type ListParams } from './tables';

export const documentTypes = ['contract', 'invoice', 'act', 'receipt'] as const;
export const documentSchema = v.object({
  id: v.number(),
  title: v.string(),
  type: v.picklist(documentTypes),
  apartment_id: v.number(),
  date: v.string(),
  file_name: v.string(),
  /** Bytes. */
  size: v.number(),
});
export type SakhliDocument = v.InferOutput<typeof documentSchema>;

export const documentKeys = {
  all: ['documents'] as const,
  list: (params: ListParams = {}) => [...documentKeys.all, 'list', params] as const,
};

/** Filters: `type`, `apartment_id`, `date` range, `search`. */
export function getDocuments(
  client: SakhliClient,
  params: ListParams = {},
): Promise<Page<SakhliDocument>> {
  return getList(client, 'api/documents', documentSchema, params);
}

export function documentsQuery(client: SakhliClient, params: ListParams = {}) {
  return { queryKey: documentKeys.list(params), queryFn: () => getDocuments(client, params) };
}

/** `GET api/documents/download/{id}`: the document as a PDF. */
export function downloadDocument(client: SakhliClient, id: number): Promise<DownloadedFile> {
  return client.download({ method: 'GET', path: `api/documents/download/${id}` });
}

/** `GET api/transactions/docs/{id}`: the receipt of one transaction as a PDF. */
export function downloadTransactionDoc(client: SakhliClient, id: number): Promise<DownloadedFile> {
  return client.download({ method: 'GET', path: `api/transactions/docs/${id}` });
}
