// The digital keys of one apartment (spec §3 Digital key, §7 keys): its active and paused keys with
// when each last opened the door (api/keys/{id}/calendar), the door history of a chosen day
// (api/keys/{id}/list?date=) and the whole history as a PDF (api/keys/{id}/filePdf). `{id}` is the
// apartment's (docs/api-assumptions.md). The history is a month of the shared CalendarGrid over the
// same calendar answer (each day its valid keys, the day of each key's last opening marked; the API
// gives no count per day), and the list of the day chosen with Enter, a click or a second tap.
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import {
  doorHistoryQuery,
  downloadDoorHistoryPdf,
  errorsInPlace,
  keyCalendarQuery,
  type DoorEvent,
  type KeyEvent,
} from '@sakhli/sdk';
import {
  Alert,
  apiMessage,
  Button,
  CalendarGrid,
  DataTable,
  DateTimeText,
  formatDate,
  formatTime,
  saveBlob,
  StatusBadge,
  tbilisiDay,
  useLanguage,
  useSakhliClient,
  WithCatalog,
  type CalendarItem,
  type TableColumn,
} from '@sakhli/widgets';
import { TextLink } from '../../app/layout/primitives';
import { t } from '../../app/layout/tokens';
import { KeysCount } from './KeysCount';
import { keysMessages } from './messages';
import { firstHistoryDay, shownKeys } from './queries';

const Box = styled.section`
  margin-top: ${t('space8')};
  h2,
  h3 {
    margin: 0 0 ${t('space3')};
  }
  h2 {
    font-size: ${t('fontSizeLg')};
  }
  h3 {
    margin-top: ${t('space6')};
    font-size: ${t('fontSizeMd')};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${t('space3')};
  color: ${t('colorTextMuted')};
`;

const History = styled.div`
  margin-top: ${t('space4')};
`;

const Export = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t('space3')};
  margin-top: ${t('space4')};
`;

export interface KeysPanelProps {
  apartmentId: number;
  /** One booking's key (the booking's page): the panel lists it and its door history alone. */
  keyId?: number;
}

/** The panel with its texts (they come with whichever screen places it). */
export function KeysPanel(props: KeysPanelProps) {
  return (
    <WithCatalog catalog={keysMessages}>
      <Keys {...props} />
    </WithCatalog>
  );
}

function Keys({ apartmentId, keyId }: KeysPanelProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  // Every failure is shown here, with a retry: the policy does not toast it too.
  const client = errorsInPlace(useSakhliClient());
  const keys = useQuery(keyCalendarQuery(client, apartmentId));
  const live = keys.data && shownKeys(keys.data, keyId);

  const columns: TableColumn<KeyEvent>[] = [
    { key: 'title', label: say('portal.keys.holder') },
    {
      key: 'status',
      label: say('portal.keys.status'),
      render: (k) => (
        <StatusBadge
          tone={k.status === 'active' ? 'success' : 'warning'}
          label={say(`portal.keys.status.${k.status}`)}
        />
      ),
    },
    {
      key: 'last_opened_at',
      label: say('portal.keys.lastOpened'),
      render: (k) =>
        k.last_opened_at ? (
          <DateTimeText value={k.last_opened_at} />
        ) : (
          say('portal.keys.neverOpened')
        ),
    },
    {
      key: 'end',
      label: say('portal.keys.validUntil'),
      render: (k) => <DateTimeText value={k.end} />,
    },
    {
      key: 'booking_id',
      label: say('portal.keys.booking'),
      render: (k) =>
        k.booking_id ? (
          <TextLink to="/bookings/$bookingId/orders" params={{ bookingId: String(k.booking_id) }}>
            {intl.formatMessage({ id: 'portal.keys.bookingLink' }, { id: k.booking_id })}
          </TextLink>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Box aria-labelledby={`keys-${apartmentId}`}>
      <h2 id={`keys-${apartmentId}`}>{say('portal.keys.title')}</h2>
      {!keyId && <KeysCount />}
      <DataTable<KeyEvent>
        caption={say('portal.keys.caption')}
        emptyMessage={say('portal.keys.empty')}
        columns={columns}
        filters={false}
        rows={live}
        loading={keys.isPending}
        error={keys.error ? apiMessage(intl, keys.error) : undefined}
        onRetry={() => void keys.refetch()}
      />
      {live && (
        <DoorHistory
          key={apartmentId}
          apartmentId={apartmentId}
          keys={live}
          keyId={keyId}
          firstDay={firstHistoryDay(live)}
        />
      )}
    </Box>
  );
}

/** A key as the month shows it: a stay from the day it starts to the day it ends (Tbilisi's). */
type KeyItem = CalendarItem & { key: KeyEvent };

function DoorHistory({
  apartmentId,
  keys,
  keyId,
  firstDay,
}: {
  apartmentId: number;
  keys: readonly KeyEvent[];
  keyId?: number;
  firstDay: string;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const say = (id: string) => intl.formatMessage({ id });
  const client = errorsInPlace(useSakhliClient());
  // The month shown and the day whose list is shown: the day of the latest opening at first.
  const [month, setMonth] = useState(firstDay);
  const [day, setDay] = useState(firstDay);
  const history = useQuery(doorHistoryQuery(client, apartmentId, day));
  const dayText = formatDate(day, language, 'long');

  const items: KeyItem[] = keys.map((key) => ({
    id: key.id,
    start: tbilisiDay(key.start),
    end: tbilisiDay(key.end),
    label: key.title,
    tone: key.status === 'active' ? 'success' : 'warning',
    statusLabel: say(`portal.keys.status.${key.status}`),
    key,
  }));
  const lastOpened = (cellDay: string) =>
    keys.filter((k) => k.last_opened_at && tbilisiDay(k.last_opened_at) === cellDay);

  const columns: TableColumn<DoorEvent>[] = [
    { key: 'at', label: say('portal.keys.time'), value: (e) => formatTime(e.at) },
    { key: 'holder', label: say('portal.keys.holder') },
    {
      key: 'method',
      label: say('portal.keys.method'),
      value: (e) => say(`portal.keys.method.${e.method}`),
    },
    {
      key: 'result',
      label: say('portal.keys.result'),
      render: (e) => (
        <StatusBadge
          tone={e.result === 'opened' ? 'success' : 'danger'}
          label={say(`portal.keys.result.${e.result}`)}
        />
      ),
    },
  ];

  return (
    <>
      <h3>{say('portal.keys.history')}</h3>
      <Hint>{say('portal.keys.dayHint')}</Hint>
      <CalendarGrid<KeyItem>
        layout="month"
        label={say('portal.keys.calendar')}
        month={month}
        items={items}
        onRangeChange={setMonth}
        onOpen={(cell) => setDay(cell.day)}
        renderCell={(cell) => (lastOpened(cell.day).length > 0 ? '●' : null)}
        describeCell={(cell) => {
          const opened = lastOpened(cell.day);
          const chosen = cell.day === day ? say('portal.keys.dayShown') : undefined;
          const last = opened.length
            ? intl.formatMessage(
                { id: 'portal.keys.lastOpenedThatDay' },
                { holders: intl.formatList(opened.map((k) => k.title)) },
              )
            : undefined;
          return [chosen, last].filter(Boolean).join('. ') || undefined;
        }}
      />
      <History>
        <DataTable<DoorEvent>
          caption={intl.formatMessage({ id: 'portal.keys.historyCaption' }, { day: dayText })}
          emptyMessage={say('portal.keys.historyEmpty')}
          columns={columns}
          filters={false}
          rows={keyId ? history.data?.filter((e) => e.key_id === keyId) : history.data}
          loading={history.isPending}
          error={history.error ? apiMessage(intl, history.error) : undefined}
          onRetry={() => void history.refetch()}
        />
      </History>
      <PdfExport apartmentId={apartmentId} />
    </>
  );
}

function PdfExport({ apartmentId }: { apartmentId: number }) {
  const intl = useIntl();
  const client = errorsInPlace(useSakhliClient());
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  const download = async () => {
    if (busy) return;
    setBusy(true);
    setResult(undefined);
    try {
      const file = await downloadDoorHistoryPdf(client, apartmentId);
      const name = file.filename ?? `door-history-${apartmentId}.pdf`;
      if (box.current) saveBlob(file.blob, name, box.current);
      setResult({ ok: true, text: intl.formatMessage({ id: 'portal.keys.pdfDone' }, { name }) });
    } catch {
      setResult({ ok: false, text: intl.formatMessage({ id: 'portal.keys.pdfFailed' }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Export ref={box}>
      <Button variant="secondary" loading={busy} onClick={() => void download()}>
        {intl.formatMessage({ id: 'portal.keys.pdf' })}
      </Button>
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
    </Export>
  );
}
