// A `link` cell: a file behind the session is fetched through the SDK and saved; a public address
// opens in a new tab with no handle on our page, and only when it is same-origin or https:.
import { useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { pageAddress, safeLinkOf, type DownloadedFile } from '@sakhli/sdk';
import { vars } from '../../shell/theme/tokens';
import { dom } from '../../shell/styled';
import { Button } from '../Button';
import { saveBlob } from '../../shell/saveBlob';
import { focusRing, visuallyHidden } from '../styles';

const Link = styled('a', dom)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${vars.colorPrimary};
  text-decoration: underline;
  overflow-wrap: anywhere;
  ${focusRing}
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** "Download" is one word: a narrow column must not break it ("Downl/oad"). */
const Spot = styled.span`
  button {
    white-space: nowrap;
  }
`;

const Failed = styled.span`
  display: block;
  color: ${vars.colorDanger};
  font-size: ${vars.fontSizeSm};
`;

export function LinkCell({ href, text }: { href: string; text: string }) {
  const intl = useIntl();
  // The SDK's one rule (same-origin or https:, no credentials, no //host): else plain text.
  const safe = safeLinkOf(href, pageAddress());
  if (!safe) return <span>{text}</span>;
  return (
    <Link part="link" href={safe.href} target="_blank" rel="noopener noreferrer">
      {text}
      <Hidden> {intl.formatMessage({ id: 'ui.table.opensNewTab' })}</Hidden>
    </Link>
  );
}

export function DownloadCell({
  fetchFile,
  name,
}: {
  fetchFile: () => Promise<DownloadedFile>;
  name: string;
}) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const cell = useRef<HTMLSpanElement>(null);
  const download = async () => {
    setState('loading');
    try {
      const file = await fetchFile();
      if (cell.current) saveBlob(file.blob, file.filename ?? name, cell.current);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Spot ref={cell}>
      <Button
        variant="ghost"
        loading={state === 'loading'}
        onClick={() => void download()}
        aria-label={intl.formatMessage({ id: 'ui.table.downloadFile' }, { name })}
      >
        {intl.formatMessage({ id: 'ui.table.download' })}
      </Button>
      {state === 'failed' && (
        <Failed role="alert">{intl.formatMessage({ id: 'ui.table.downloadFailed' })}</Failed>
      )}
    </Spot>
  );
}
