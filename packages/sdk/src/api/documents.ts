// Documents (spec §7 "Devices and documents"): the list with filters and file downloads.
import * as v from 'valibot';
import type { DownloadedFile } from '../client/call';
import type { SakhliClient } from '../client/createClient';
import { defineList } from './lists';

export const documentTypes = ['contract', 'invoice', 'act', 'receipt'] as const;
export const documentSchema = v.object({
  id: v.number(),
  title: v.string(),
  type: v.picklist(documentTypes),
  apartment_id: v.number(),
  /** The apartment's address in the request's language (assumption; older backends leave it out). */
  address: v.optional(v.string(), ''),
  date: v.string(),
  file_name: v.string(),
  /** Bytes. */
  size: v.number(),
});
export type SakhliDocument = v.InferOutput<typeof documentSchema>;

export const documentKeys = { all: ['documents'] as const };

/** `GET api/documents`: the user's documents, by type, apartment, date and title. */
export const documentsList = defineList({
  key: [...documentKeys.all, 'list'],
  url: 'api/documents',
  row: documentSchema,
  config: 'documents',
  filters: { type: documentTypes, apartment_id: 'id', date: 'date-range', title: 'text' },
  sorts: ['title', 'type', 'date', 'size'],
});

/** `GET api/documents/download/{id}`: the document as a PDF. */
export function downloadDocument(client: SakhliClient, id: number): Promise<DownloadedFile> {
  return client.download({ method: 'GET', path: `api/documents/download/${id}` });
}

/** `GET api/transactions/docs/{id}`: the receipt of one transaction as a PDF. */
export function downloadTransactionDoc(client: SakhliClient, id: number): Promise<DownloadedFile> {
  return client.download({ method: 'GET', path: `api/transactions/docs/${id}` });
}
