// The lite embed's renderer: an upgrading element's renders (one per attribute, one as it connects)
// are made once, with the props as they are by then, and none after the element is gone.
import { afterEach, describe, expect, it, vi } from 'vitest';

const rendered = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('react-dom/client', () => ({
  createRoot: () => ({
    render: (element: { props: Record<string, unknown> }) => rendered.push({ ...element.props }),
    unmount: () => rendered.push({ unmounted: true }),
  }),
}));

const { default: reactToWebComponent } = await import('./coalescedRenderer');

const Widget = () => null;
customElements.define(
  'coalesced-renderer-test',
  reactToWebComponent(Widget, { props: { apartmentId: 'string', hash: 'string' } }),
);
const microtask = () => new Promise<void>((resolve) => queueMicrotask(resolve));

afterEach(() => {
  document.body.innerHTML = '';
  rendered.length = 0;
});

describe('the coalesced r2wc renderer', () => {
  it('renders an upgrading element once, with every attribute', async () => {
    document.body.innerHTML =
      '<coalesced-renderer-test apartment-id="101" hash="abc"></coalesced-renderer-test>';
    expect(rendered).toEqual([]);
    await microtask();
    expect(rendered).toEqual([expect.objectContaining({ apartmentId: '101', hash: 'abc' })]);

    const element = document.querySelector('coalesced-renderer-test')!;
    element.setAttribute('apartment-id', '7');
    element.setAttribute('hash', 'xyz');
    await microtask();
    expect(rendered.slice(1)).toEqual([expect.objectContaining({ apartmentId: '7', hash: 'xyz' })]);
  });

  it('renders nothing once the element is gone', async () => {
    document.body.innerHTML = '<coalesced-renderer-test hash="abc"></coalesced-renderer-test>';
    document.body.innerHTML = '';
    await microtask();
    expect(rendered).toEqual([{ unmounted: true }]);
  });
});
