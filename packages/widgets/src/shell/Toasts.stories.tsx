// Toasts (spec §8): success/warning default texts, error and info, and the error policy turning a
// failed call into a toast with the server's message.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MswParameter } from 'msw-storybook-addon/csf3';
import { http, HttpResponse } from 'msw';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../ui/Button';
import { useSakhliClient } from './context';
import { useToast } from './toasts';

function ToastButtons() {
  const toast = useToast();
  const intl = useIntl();
  return (
    <p>
      <Button onClick={() => toast.success()}>success</Button>{' '}
      <Button variant="secondary" onClick={() => toast.warning()}>
        warning
      </Button>{' '}
      <Button
        variant="danger"
        onClick={() => toast.error(intl.formatMessage({ id: 'error.linkExpired' }))}
      >
        error
      </Button>{' '}
      <Button
        variant="ghost"
        onClick={() => toast.info(intl.formatMessage({ id: 'success.recoverySent' }))}
      >
        info
      </Button>
    </p>
  );
}

const meta = { title: 'Shell/Toasts', component: ToastButtons } satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    await expect(await body.findByRole('alert')).toBeVisible();
    await expect((await body.findAllByRole('status')).length).toBeGreaterThan(0);
  },
};

function FailingCall() {
  const client = useSakhliClient();
  const query = useQuery({
    queryKey: ['story', 'failing'],
    queryFn: () => client.request({ method: 'GET', path: 'api/story/failing' }),
    retry: false,
  });
  return <p>{query.isError ? '✕' : '…'}</p>;
}

const failing: MswParameter = {
  handlers: [
    http.get('*/api/story/failing', () =>
      HttpResponse.json(
        { message: 'The demo API is resting. Please try again later.' },
        { status: 503 },
      ),
    ),
  ],
};

export const FailedCallShowsServerMessage: Story = {
  render: () => <FailingCall />,
  parameters: { msw: failing },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toast = await body.findByRole('alert');
    await expect(toast).toHaveTextContent('The demo API is resting. Please try again later.');
  },
};
