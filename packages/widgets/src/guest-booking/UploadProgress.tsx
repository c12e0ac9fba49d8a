// Progress of the booking upload when it carries a passport scan (the SDK's XHR upload), with a
// way to stop it: on a slow link a 5 MB scan takes minutes (issue 16 §6).
import { useIntl } from 'react-intl';
import { Button } from '../ui/Button';

export interface UploadProgressProps {
  /** 0–100. */
  percent: number;
  /** Stops the upload; without it there is no cancel button. */
  onCancel?: () => void;
}

export function UploadProgress({ percent, onCancel }: UploadProgressProps) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'ui.file.progress' }, { percent: Math.round(percent) });
  // The native bar: themed by the browser from `color-scheme`, no styles to ship.
  return (
    <div part="upload-progress">
      <progress max={100} value={Math.round(percent)} aria-label={text} />
      <p aria-live="polite">{text}</p>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {intl.formatMessage({ id: 'guestBooking.upload.cancel' })}
        </Button>
      )}
    </div>
  );
}
