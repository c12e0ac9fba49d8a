// The message composer: Enter sends, Shift+Enter starts a line; a file is checked (type, size)
// before upload and its upload progress shown.
import { useId, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { TICKET_ATTACHMENT } from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Button } from '../ui/Button';
import { FileField } from '../ui/FileField';
import { Bar } from '../ui/layout';
import { TextAreaField } from '../ui/TextField';

const Box = styled('form', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space3};
`;

export interface ComposerProps {
  draft: string;
  onDraft: (text: string) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Upload progress 0–100 of the message being sent. */
  progress: number | undefined;
  onSend: () => void;
  /** Stops the upload in progress (a slow link: issue 16 §6); the message stays, unsent, with Retry. */
  onStop?: () => void;
}

export function Composer({
  draft,
  onDraft,
  file,
  onFile,
  progress,
  onSend,
  onStop,
}: ComposerProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const hintId = useId();
  const canSend = draft.trim() !== '' || file !== null;
  const send = () => {
    if (canSend) onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing a word uses Enter to confirm it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  return (
    <Box
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextAreaField
        label={say('ticketChat.composer.label')}
        hint={<span id={hintId}>{say('ticketChat.composer.hint')}</span>}
        rows={3}
        value={draft}
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <FileField
        label={say('ticketChat.composer.attach')}
        optional
        hint={say('ticketChat.form.fileHint')}
        value={file}
        onChange={onFile}
        accept={[...TICKET_ATTACHMENT.types]}
        maxBytes={TICKET_ATTACHMENT.maxBytes}
        {...(progress !== undefined ? { progress } : {})}
      />
      <Bar>
        {progress !== undefined && onStop && (
          <Button variant="secondary" onClick={onStop}>
            {say('ticketChat.upload.stop')}
          </Button>
        )}
        <Button type="submit" disabled={!canSend}>
          {say('ticketChat.composer.send')}
        </Button>
      </Bar>
    </Box>
  );
}
