// Progress of the booking upload when it carries a passport scan (the SDK's XHR upload).
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';

const Bar = styled('progress', dom)`
  display: block;
  width: 100%;
  height: 8px;
  appearance: none;
  border: 0;
  border-radius: 4px;
  background: ${vars.colorSurface};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${vars.colorSurface};
  }
  &::-webkit-progress-value {
    background: ${vars.colorPrimary};
  }
  &::-moz-progress-bar {
    background: ${vars.colorPrimary};
  }
`;

const Text = styled.p`
  margin: ${vars.space1} 0 0;
  font-size: ${vars.fontSizeSm};
  color: ${vars.colorTextMuted};
`;

export interface UploadProgressProps {
  /** 0–100. */
  percent: number;
}

export function UploadProgress({ percent }: UploadProgressProps) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'ui.file.progress' }, { percent: Math.round(percent) });
  return (
    <div part="upload-progress">
      <Bar max={100} value={Math.round(percent)} aria-label={text} />
      <Text aria-live="polite">{text}</Text>
    </div>
  );
}
