// FileField: nothing chosen, chosen, uploading with progress, a refused file, server error.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useIntl } from 'react-intl';
import { FileField } from './FileField';
import { useStoryText } from './stories/useStoryText';

const scan = new File([new Uint8Array(734_003)], 'passport-scan.pdf', { type: 'application/pdf' });

function Demo({ chosen, progress, error }: { chosen: boolean; progress?: number; error: boolean }) {
  const t = useStoryText();
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(chosen ? scan : null);
  return (
    <FileField
      label={t('story.passport')}
      hint={t('story.passport.hint')}
      value={file}
      onChange={setFile}
      accept={['image/jpeg', 'image/png', 'application/pdf']}
      maxBytes={5 * 1024 * 1024}
      progress={progress}
      error={error ? intl.formatMessage({ id: 'error.somethingWrong' }) : undefined}
    />
  );
}

const meta = {
  title: 'UI/FileField',
  component: Demo,
  args: { chosen: false, error: false },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingChosen: Story = {};

export const Chosen: Story = { args: { chosen: true } };

export const Uploading: Story = { args: { chosen: true, progress: 42 } };

export const RefusedType: Story = {
  play: async ({ canvasElement, canvas }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const ServerError: Story = { args: { chosen: true, error: true } };
