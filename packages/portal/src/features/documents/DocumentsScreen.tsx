// /documents (spec §2, §7 "Devices and documents"): the user's documents in the shared DataTable
// over `documentsList` — type, apartment, date and title filters from the table config, the page in
// the address — each PDF fetched through the SDK with the session and saved (never a token in a URL).
import { useIntl } from 'react-intl';
import { documentsList, downloadDocument, type SakhliDocument } from '@sakhli/sdk';
import {
  DataTable,
  formatNumber,
  useLanguage,
  useSakhliClient,
  WithCatalog,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { useTableAddress } from '../../app/tableAddress';
import { documentsMessages } from './messages';

const MEGABYTE = 1024 * 1024;

export function DocumentsScreen() {
  return (
    <WithCatalog catalog={documentsMessages}>
      <ScreenHeading id="portal.title.documents" />
      <Documents />
    </WithCatalog>
  );
}

function Documents() {
  const intl = useIntl();
  const language = useLanguage();
  const client = useSakhliClient();
  const say = (id: string) => intl.formatMessage({ id });
  // Kilobytes under a megabyte, else megabytes with one decimal, in the language's digits.
  const size = (bytes: number) =>
    bytes < MEGABYTE
      ? intl.formatMessage(
          { id: 'portal.documents.kilobytes' },
          { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), language) },
        )
      : intl.formatMessage(
          { id: 'portal.documents.megabytes' },
          { size: formatNumber(bytes / MEGABYTE, language, { maximumFractionDigits: 1 }) },
        );
  return (
    <DataTable<SakhliDocument>
      caption={say('portal.documents.caption')}
      hideCaption
      emptyMessage={say('portal.documents.empty')}
      list={documentsList}
      cells={{
        size: { render: (row) => size(row.size) },
        file_name: { download: (row) => () => downloadDocument(client, row.id) },
      }}
      {...useTableAddress({ list: documentsList })}
    />
  );
}
