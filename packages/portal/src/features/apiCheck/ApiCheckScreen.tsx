// /test (spec §2 "test page", issue 26 §7): the spec gives it no calls, so it is an API check for
// integrators (docs/api-assumptions.md): who is signed in and in which language, and whether each
// core read-only call of spec §7 answers for this account — each a query shared with the screens
// that make it, so opening the page repeats nothing; "Check again" asks every one afresh.
import styled from '@emotion/styled';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { isApiError, userQuery } from '@sakhli/sdk';
import {
  Alert,
  apiMessage,
  Button,
  DataTable,
  useSakhliClient,
  WithCatalog,
  type TableColumn,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { t } from '../../app/layout/tokens';
import { usePortal } from '../../app/portalContext';
import { useSignedIn } from '../../app/signedIn';
import { currentRole } from '../../app/userRole';
import { apiCheckMessages } from './messages';
import { checksFor } from './queries';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space6')};
  max-width: 1100px;
  p {
    margin: 0;
  }
  h2 {
    margin: 0 0 ${t('space3')};
    font-size: ${t('fontSizeLg')};
  }
`;

const Facts = styled.dl`
  display: grid;
  /* The term column takes its text's width, but never more than 40 % of a narrow screen: a longer
     term wraps (issue 27 §4: 'Interface language' 40 % longer pushed /test past 320 px). */
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${t('space2')} ${t('space4')};
  margin: 0;
  dt {
    color: ${t('colorTextMuted')};
    overflow-wrap: anywhere;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

interface CheckRow {
  id: string;
  call: string;
  status: 'ok' | 'failed' | 'checking';
  detail: string;
}

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function ApiCheckScreen() {
  return (
    <WithCatalog catalog={apiCheckMessages}>
      <ApiCheck />
    </WithCatalog>
  );
}

function ApiCheck() {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const client = useSakhliClient();
  const portal = usePortal();
  const { language } = useSnapshot(portal.session);
  const user = useQuery(userQuery(client));
  const role = currentRole(portal.queryClient, portal.session);
  const checks = checksFor(role);
  const enabled = useSignedIn();
  const results = useQueries({
    queries: checks.map((check) => ({ ...check.query(client), enabled })),
  });

  const rows: CheckRow[] = checks.map((check, index) => {
    const result = results[index]!;
    const error = result.error;
    return {
      id: check.call,
      call: check.call,
      status: result.isError ? 'failed' : result.isSuccess ? 'ok' : 'checking',
      detail: error
        ? isApiError(error) && error.status > 0
          ? say('portal.apiCheck.httpStatus', {
              status: error.status,
              reason: apiMessage(intl, error),
            })
          : apiMessage(intl, error)
        : '',
    };
  });
  const answered = rows.filter((row) => row.status === 'ok').length;
  const checking = rows.some((row) => row.status === 'checking');
  // Who is signed in counts too: a failure of it is one more call that did not answer.
  const failed = rows.filter((row) => row.status === 'failed').length + (user.isError ? 1 : 0);
  const fetching = user.isFetching || results.some((result) => result.isFetching);
  // The alert's "Try again" stands in for "Check again" while a failure is said.
  const sayFailure = failed > 0 && !fetching;
  const checkAgain = () => {
    void user.refetch();
    results.forEach((result) => void result.refetch());
  };

  const columns: TableColumn<CheckRow>[] = [
    { key: 'call', label: say('portal.apiCheck.call'), render: (row) => <code>{row.call}</code> },
    {
      key: 'status',
      label: say('portal.apiCheck.status'),
      type: 'status',
      labels: {
        ok: say('portal.apiCheck.ok'),
        failed: say('portal.apiCheck.failed'),
        checking: say('portal.apiCheck.checking'),
      },
      tones: { ok: 'success', failed: 'danger', checking: 'neutral' },
    },
    { key: 'detail', label: say('portal.apiCheck.detail') },
  ];

  const unknown = say('portal.apiCheck.unknown');
  return (
    <>
      <ScreenHeading id="portal.title.test" />
      <Stack>
        <p>{say('portal.apiCheck.intro')}</p>
        <section aria-labelledby="api-check-session">
          <h2 id="api-check-session">{say('portal.apiCheck.session')}</h2>
          <Facts>
            <dt>{say('portal.apiCheck.user')}</dt>
            <dd>
              {user.data
                ? `${user.data.first_name} ${user.data.last_name} <${user.data.email}>`
                : user.isError
                  ? apiMessage(intl, user.error)
                  : unknown}
            </dd>
            <dt>{say('portal.apiCheck.role')}</dt>
            <dd>{role ? say(`portal.apiCheck.role.${role}`) : unknown}</dd>
            <dt>{say('portal.apiCheck.language')}</dt>
            <dd>{say(`portal.language.${language}`)}</dd>
            <dt>{say('portal.apiCheck.accountLanguage')}</dt>
            <dd>{user.data ? say(`portal.language.${user.data.language}`) : unknown}</dd>
            <dt>{say('portal.apiCheck.api')}</dt>
            <dd>
              <code>{client.url('api/')}</code>
            </dd>
          </Facts>
        </section>
        <section aria-labelledby="api-check-calls" aria-busy={checking || undefined}>
          <h2 id="api-check-calls">{say('portal.apiCheck.calls')}</h2>
          <p role="status">
            {checking
              ? say('portal.apiCheck.checking')
              : say('portal.apiCheck.summary', {
                  ok: answered,
                  total: rows.length,
                })}
          </p>
          {/* A call that did not answer is said as every screen says a failure: in place, with
              "Try again" (the fault suite holds /test to it like any screen). */}
          {sayFailure && (
            <Alert
              tone="error"
              title={say('portal.apiCheck.someFailed', { count: failed })}
              action={
                <Button variant="secondary" onClick={checkAgain}>
                  {intl.formatMessage({ id: 'ui.retry' })}
                </Button>
              }
            >
              {say('portal.apiCheck.someFailedText')}
            </Alert>
          )}
          <DataTable<CheckRow>
            caption={say('portal.apiCheck.calls')}
            hideCaption
            emptyMessage={say('portal.apiCheck.empty')}
            columns={columns}
            filters={false}
            rows={rows}
            pageSizes={[25]}
          />
          {!sayFailure && (
            <p>
              <Button variant="secondary" loading={fetching} onClick={checkAgain}>
                {say('portal.apiCheck.again')}
              </Button>
            </p>
          )}
        </section>
      </Stack>
    </>
  );
}
