// The one way widgets save a fetched file: a link inside the widget, gone at once, its URL released.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_URL_AFTER_MS, saveBlob } from './saveBlob';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveBlob', () => {
  it('clicks a link placed in the widget, never in the host body, then releases the URL', () => {
    vi.useFakeTimers();
    const widget = document.createElement('div');
    const shadow = document.createElement('div').attachShadow({ mode: 'open' });
    shadow.append(widget);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/1');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { parent: Node | null; download: string; rel: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        parent: this.parentNode,
        download: this.download,
        rel: this.rel,
        href: this.href,
      });
    });
    const body = [...document.body.childNodes];

    saveBlob(new Blob(['%PDF']), 'statement.pdf', widget);

    expect(clicked).toEqual([
      {
        parent: widget,
        download: 'statement.pdf',
        rel: 'noopener noreferrer',
        href: 'blob:test/1',
      },
    ]);
    expect(widget.childNodes).toHaveLength(0);
    expect([...document.body.childNodes]).toEqual(body);
    vi.advanceTimersByTime(RELEASE_URL_AFTER_MS - 1);
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revoke).toHaveBeenCalledWith('blob:test/1');
  });
});
