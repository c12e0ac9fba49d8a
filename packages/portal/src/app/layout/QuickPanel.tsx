// The quick panel (spec §2 layout): notifications (mark read), logs (sign-ins) and settings.
import { useId } from 'react';
import styled from '@emotion/styled';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  devicesQuery,
  markNotificationRead,
  notificationKeys,
  notificationsQuery,
  type Device,
} from '@sakhli/sdk';
import { formatDate, useSakhliClient, type ThemeSetting } from '@sakhli/widgets';
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

function Notifications() {
  const client = useSakhliClient();
  const queryClient = useQueryClient();
  const { language } = useSnapshot(usePortal().session);
  const list = useQuery(notificationsQuery(client, { per_page: 10 }));
  const markRead = useMutation({
    mutationFn: (id: number) => markNotificationRead(client, id),
    // The badge counts and the lists change together.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  if (list.isPending) {
    return (
      <p role="status">
        <FormattedMessage id="portal.loading" />
      </p>
    );
  }
  const items = list.data?.items ?? [];
  if (items.length === 0) {
    return (
      <p>
        <FormattedMessage id="portal.quick.noNotifications" />
      </p>
    );
  }
  return (
    <ul>
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
              disabled={markRead.isPending && markRead.variables === item.id}
              onClick={() => markRead.mutate(item.id)}
            >
              <FormattedMessage id="portal.quick.markRead" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

function Logs() {
  const client = useSakhliClient();
  const intl = useIntl();
  const { language } = useSnapshot(usePortal().session);
  const devices = useQuery(devicesQuery(client));
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
