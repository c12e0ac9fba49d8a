// Statement and meter-reading downloads (spec §7 …/{file|filePdf|counterFilePdf}): fetched with the
// session headers, saved through a temporary object URL from a link inside the widget (no host DOM),
// opened without a handle on this page (`noopener noreferrer`).
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadUtilityFile, type ElectricityFileKind, type UtilityType } from '@sakhli/sdk';
import { useSakhliClient } from '../shell/context';
import { Button } from '../ui/Button';
import { Alert } from '../ui/Alert';
import { Row, Stack } from './parts';

/** Which documents each utility has. */
export const DOCUMENTS: Record<UtilityType, readonly ElectricityFileKind[]> = {
  electricity: ['filePdf', 'counterFilePdf', 'file'],
  water: ['filePdf', 'file'],
  services: ['filePdf', 'file'],
  internetTv: ['filePdf', 'file'],
};

/** Saves a blob under its name by clicking a temporary link placed in `container`. */
export function saveBlob(blob: Blob, name: string, container: HTMLElement): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.hidden = true;
  container.appendChild(link);
  link.click();
  link.remove();
  // Long enough for the browser to start the download; the URL is then released.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function Downloads({ utility, apartmentId }: { utility: UtilityType; apartmentId: number }) {
  const intl = useIntl();
  const client = useSakhliClient();
  const box = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<ElectricityFileKind | null>(null);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const download = async (kind: ElectricityFileKind) => {
    setBusy(kind);
    setResult(null);
    try {
      const file = await downloadUtilityFile(client, utility, apartmentId, kind);
      const name = file.filename ?? `${utility}-${apartmentId}.${kind === 'file' ? 'csv' : 'pdf'}`;
      if (box.current) saveBlob(file.blob, name, box.current);
      setResult({
        ok: true,
        text: intl.formatMessage({ id: 'apartmentBills.download.done' }, { name }),
      });
    } catch {
      setResult({ ok: false, text: intl.formatMessage({ id: 'apartmentBills.download.failed' }) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack ref={box}>
      <Row role="group" aria-label={intl.formatMessage({ id: 'apartmentBills.downloads' })}>
        {DOCUMENTS[utility].map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            loading={busy === kind}
            onClick={() => void download(kind)}
          >
            {intl.formatMessage({ id: `apartmentBills.download.${kind}` })}
          </Button>
        ))}
      </Row>
      {result && <Alert tone={result.ok ? 'success' : 'error'}>{result.text}</Alert>}
    </Stack>
  );
}
