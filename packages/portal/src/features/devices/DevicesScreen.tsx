// /devices (spec §2, §3 Device, issue 26 §4): the computers and phones signed in to the account,
// with OS, browser and first and last sign-in; the current one marked and never offered for removal
// (spec §6: "You can't delete current session."), any other signed out after a confirm, and all
// other devices at once (an assumed call, docs/api-assumptions.md).
import { useState } from 'react';
import styled from '@emotion/styled';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  deleteDevice,
  deviceKeys,
  devicesQuery,
  errorsInPlace,
  signOutOtherDevices,
  type Device,
} from '@sakhli/sdk';
import {
  Alert,
  apiMessage,
  Button,
  DataTable,
  Dialog,
  ErrorState,
  StatusBadge,
  useOneFlightMutation,
  useSakhliClient,
  WithCatalog,
  type TableColumn,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { t } from '../../app/layout/tokens';
import { devicesMessages } from './messages';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space6')};
  max-width: 1100px;
  p {
    margin: 0;
  }
`;

const Current = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t('space1')};
  font-size: ${t('fontSizeSm')};
  color: ${t('colorTextMuted')};
`;

/** What a sign-out asks about: one device, or every one but this. */
type SignOut = { kind: 'one'; device: Device } | { kind: 'others'; count: number };

/** "Windows 11, Chrome 131": how a device is named in buttons and dialogs. */
function deviceName(device: Device): string {
  return device.browser ? `${device.os}, ${device.browser}` : device.os;
}

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function DevicesScreen() {
  return (
    <WithCatalog catalog={devicesMessages}>
      <Devices />
    </WithCatalog>
  );
}

function Devices() {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  // Failures are shown here (the list's error state, the dialog's alert), so none is toasted too.
  const client = errorsInPlace(useSakhliClient());
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQuery(client));
  const [asking, setAsking] = useState<SignOut | null>(null);
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();

  // A triple click sends one DELETE (ui/oneFlight.ts).
  const signOut = useOneFlightMutation({
    mutationFn: (what: SignOut) =>
      what.kind === 'one' ? deleteDevice(client, what.device.id) : signOutOtherDevices(client),
    onSuccess: ({ message }) => {
      setDone(message ?? say('toast.success'));
      setAsking(null);
    },
    onError: (error) => setFailure(apiMessage(intl, error)),
    // Done or not, the list is asked for again: the server's is the truth.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });

  const ask = (what: SignOut) => {
    setFailure(undefined);
    setDone(undefined);
    setAsking(what);
  };

  const columns: TableColumn<Device>[] = [
    { key: 'os', label: say('portal.devices.os') },
    { key: 'browser', label: say('portal.devices.browser') },
    {
      key: 'type',
      label: say('portal.devices.type'),
      value: (device) => say(`portal.devices.type.${device.type}`),
    },
    { key: 'first_login', label: say('portal.devices.firstLogin'), type: 'datetime' },
    { key: 'last_login', label: say('portal.devices.lastLogin'), type: 'datetime' },
  ];

  const actions = (device: Device) =>
    device.current ? (
      <Current>
        <StatusBadge tone="info" label={say('portal.devices.current')} />
        {say('error.currentSession')}
      </Current>
    ) : (
      <Button
        variant="secondary"
        aria-label={say('portal.devices.signOutOne', { device: deviceName(device) })}
        onClick={() => ask({ kind: 'one', device })}
      >
        {say('portal.devices.signOut')}
      </Button>
    );

  const all = devices.data ? [...devices.data.desktops, ...devices.data.mobiles] : [];
  const others = all.filter((device) => !device.current).length;

  return (
    <>
      <ScreenHeading id="portal.title.devices" />
      <Stack>
        <p>{say('portal.devices.intro')}</p>
        {done && <Alert tone="success">{done}</Alert>}
        {devices.isError ? (
          <ErrorState
            message={apiMessage(intl, devices.error)}
            onRetry={() => void devices.refetch()}
            retrying={devices.isFetching}
          />
        ) : (
          <>
            {others > 0 && (
              <div>
                <Button variant="danger" onClick={() => ask({ kind: 'others', count: others })}>
                  {say('portal.devices.signOutOthers')}
                </Button>
              </div>
            )}
            {(['desktops', 'mobiles'] as const).map((kind) => (
              <DataTable<Device>
                key={kind}
                caption={say(`portal.devices.${kind}`)}
                emptyMessage={say(`portal.devices.${kind}Empty`)}
                columns={columns}
                filters={false}
                rows={devices.data?.[kind]}
                loading={devices.isPending}
                rowActions={actions}
              />
            ))}
          </>
        )}
      </Stack>
      <Dialog
        open={asking !== null}
        role="alertdialog"
        onClose={() => setAsking(null)}
        title={
          asking?.kind === 'one'
            ? say('portal.devices.confirmOne', { device: deviceName(asking.device) })
            : say('portal.devices.confirmOthers')
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {say('portal.devices.keep')}
            </Button>
            <Button
              variant="danger"
              loading={signOut.isPending}
              onClick={() => {
                if (!asking) return;
                setFailure(undefined);
                signOut.mutate(asking);
              }}
            >
              {asking?.kind === 'others'
                ? say('portal.devices.signOutOthers')
                : say('portal.devices.signOut')}
            </Button>
          </>
        }
      >
        <Stack>
          {failure && (
            <Alert tone="error" title={say('portal.devices.failed')}>
              {failure}
            </Alert>
          )}
          <p>
            {asking?.kind === 'others'
              ? say('portal.devices.confirmOthersText', { count: asking.count })
              : say('portal.devices.confirmOneText')}
          </p>
        </Stack>
      </Dialog>
    </>
  );
}
