// Progress of the booking upload when it carries a passport scan (the SDK's XHR upload).
import { useIntl } from 'react-intl';

export interface UploadProgressProps {
  /** 0–100. */
  percent: number;
}

export function UploadProgress({ percent }: UploadProgressProps) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'ui.file.progress' }, { percent: Math.round(percent) });
  // The native bar: themed by the browser from `color-scheme`, no styles to ship.
  return (
    <div part="upload-progress">
      <progress max={100} value={Math.round(percent)} aria-label={text} />
      <p aria-live="polite">{text}</p>
    </div>
  );
}
