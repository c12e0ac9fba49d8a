// The quick panel (spec §2 layout): notifications (mark read), logs (sign-ins) and settings. A list
// that failed says so with its retry in place (never "no notifications": issue 27 §1).
import { useEffect, useId, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  devicesQuery,
  errorsInPlace,
  markNotificationRead,
  notificationKeys,
  notificationsQuery,
  type Device,
} from '@sakhli/sdk';
import {
  apiMessage,
  ErrorState,
  formatDate,
  useSakhliClient,
  type ThemeSetting,
} from '@sakhli/widgets';
import { useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import { usePortal } from '../portalContext';
import { readTheme, subscribeTheme, writeTheme } from '../theme';
import { CollapsibleCard } from './CollapsibleCard';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Button, TextLink } from './primitives';
import { t } from './tokens';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space4')};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${t('space3')};
  }
  li p {
    margin: 0;
  }
  .muted {
    color: ${t('colorTextMuted')};
    font-size: ${t('fontSizeSm')};
  }
  .unread {
    font-weight: ${t('fontWeightBold')};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: flex;
    flex-direction: column;
    gap: ${t('space1')};
  }
  legend {
    margin-bottom: ${t('space1')};
    font-weight: ${t('fontWeightBold')};
  }
  fieldset label {
    display: flex;
    align-items: center;
    gap: ${t('space2')};
    min-height: ${t('controlHeight')};
  }
  input[type='radio'] {
    width: 20px;
    height: 20px;
  }
`;

/** Who takes focus once `readIndex`'s button has gone: the next unread button, else an earlier one. */
function nextMarkReadButton(list: HTMLElement, readIndex: number) {
  const rows = [...list.children];
  const after = rows.slice(readIndex + 1);
  const before = rows.slice(0, readIndex).reverse();
  for (const row of [...after, ...before]) {
    const button = row.querySelector<HTMLButtonElement>('button');
    if (button) return button;
  }
  return null;
}

function Notifications() {
  const client = useSakhliClient();
  const queryClient = useQueryClient();
  const { language } = useSnapshot(usePortal().session);
  const list = useQuery(notificationsQuery(errorsInPlace(client), { per_page: 10 }));
  const listRef = useRef<HTMLUListElement>(null);
  // The row just marked read: its button disappears, so focus moves on and a status says why.
  const [justRead, setJustRead] = useState<{ id: number; title: string } | null>(null);
  const focusOwed = useRef(false);
  const markRead = useMutation({
    mutationFn: (id: number) => markNotificationRead(client, id),
    // The badge counts and the lists change together.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const items = list.data?.items ?? [];
  const readIndex = justRead ? items.findIndex((item) => item.id === justRead.id) : -1;
  const buttonGone = readIndex === -1 || items[readIndex]!.read;
  useEffect(() => {
    if (!focusOwed.current || !buttonGone || !listRef.current) return;
    focusOwed.current = false;
    // Only when focus went down with the button: never pull it from where the user moved it.
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    (nextMarkReadButton(listRef.current, readIndex) ?? listRef.current).focus();
  });
  if (list.isPending) {
    return (
      <p role="status">
        <FormattedMessage id="portal.loading" />
      </p>
    );
  }
  if (list.isError && !list.data) return <FailedList query={list} />;
  if (items.length === 0) {
    return (
      <p>
        <FormattedMessage id="portal.quick.noNotifications" />
      </p>
    );
  }
  return (
    <>
      <ul ref={listRef} tabIndex={-1}>
        {items.map((item) => (
          <li key={item.id}>
            <p className={item.read ? undefined : 'unread'}>
              {!item.read && (
                <span className="sr-only">
                  <FormattedMessage id="portal.quick.unread" />:{' '}
                </span>
              )}
              {item.title}
            </p>
            <p>{item.body}</p>
            <p className="muted">{formatDate(item.created_at, language)}</p>
            {!item.read && (
              <Button
                type="button"
                variant="secondary"
                // aria-disabled, not disabled: a disabled button loses focus to <body>.
                aria-disabled={markRead.isPending && markRead.variables === item.id}
                onClick={() => {
                  if (markRead.isPending) return;
                  markRead.mutate(item.id, {
                    onSuccess: () => {
                      focusOwed.current = true;
                      setJustRead({ id: item.id, title: item.title });
                    },
                  });
                }}
              >
                <FormattedMessage id="portal.quick.markRead" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {justRead && (
          <FormattedMessage id="portal.quick.markedRead" values={{ title: justRead.title }} />
        )}
      </p>
    </>
  );
}

/** A list whose call failed: the reason and its retry, in place of the list. */
function FailedList({ query }: { query: UseQueryResult<unknown> }) {
  const intl = useIntl();
  return (
    <ErrorState
      message={apiMessage(intl, query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

function Logs() {
  const client = useSakhliClient();
  const intl = useIntl();
  const { language } = useSnapshot(usePortal().session);
  const devices = useQuery(devicesQuery(errorsInPlace(client)));
  const rows: Device[] = devices.data
    ? [...devices.data.desktops, ...devices.data.mobiles].sort((a, b) =>
        b.last_login.localeCompare(a.last_login),
      )
    : [];
  return (
    <>
      <p className="muted">
        <FormattedMessage id="portal.quick.logsIntro" />
      </p>
      {devices.isPending ? (
        <p role="status">
          <FormattedMessage id="portal.loading" />
        </p>
      ) : devices.isError && !devices.data ? (
        <FailedList query={devices} />
      ) : (
        <ul>
          {rows.map((device) => (
            <li key={device.id}>
              <p>
                {intl.formatMessage(
                  { id: 'portal.quick.logEntry' },
                  {
                    os: device.browser ? `${device.os}, ${device.browser}` : device.os,
                    kind: intl.formatMessage({ id: `portal.quick.${device.type}` }),
                    date: formatDate(device.last_login, language),
                  },
                )}
                {device.current && (
                  <>
                    {' '}
                    (<FormattedMessage id="portal.quick.thisDevice" />)
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <TextLink to="/devices">
          <FormattedMessage id="portal.quick.allDevices" />
        </TextLink>
      </p>
    </>
  );
}

function Settings() {
  const name = useId();
  const intl = useIntl();
  const theme = useSyncExternalStore(subscribeTheme, readTheme, () => 'light' as ThemeSetting);
  return (
    <Stack>
      <LanguageSwitcher showLabel />
      <fieldset>
        <legend>
          <FormattedMessage id="portal.quick.theme" />
        </legend>
        {(['light', 'dark', 'auto'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={theme === option}
              onChange={() => writeTheme(option)}
            />
            {intl.formatMessage({ id: `portal.quick.theme.${option}` })}
          </label>
        ))}
      </fieldset>
    </Stack>
  );
}

export function QuickPanel() {
  return (
    <Stack>
      <CollapsibleCard title={<FormattedMessage id="portal.quick.notifications" />}>
        <Notifications />
      </CollapsibleCard>
      <CollapsibleCard title={<FormattedMessage id="portal.quick.logs" />} defaultOpen={false}>
        <Logs />
      </CollapsibleCard>
      <CollapsibleCard title={<FormattedMessage id="portal.quick.settings" />}>
        <Settings />
      </CollapsibleCard>
    </Stack>
  );
}
