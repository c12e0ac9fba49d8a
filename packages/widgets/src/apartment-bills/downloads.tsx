// Statement and meter-reading downloads (spec §7 …/{file|filePdf|counterFilePdf}): fetched with the
// session headers and saved from inside the widget (ui/saveBlob: no host DOM).
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadUtilityFile, type ElectricityFileKind, type UtilityType } from '@sakhli/sdk';
import { useInPlaceClient } from '../shell/context';
import { Button } from '../ui/Button';
import { saveBlob } from '../shell/saveBlob';
import { Alert } from '../ui/Alert';
import { Stack } from '../ui/layout';
import { Row } from './parts';

/** Which documents each utility has. */
export const DOCUMENTS: Record<UtilityType, readonly ElectricityFileKind[]> = {
  electricity: ['filePdf', 'counterFilePdf', 'file'],
  water: ['filePdf', 'file'],
  services: ['filePdf', 'file'],
  internetTv: ['filePdf', 'file'],
};

export function Downloads({ utility, apartmentId }: { utility: UtilityType; apartmentId: number }) {
  const intl = useIntl();
  const client = useInPlaceClient();
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
