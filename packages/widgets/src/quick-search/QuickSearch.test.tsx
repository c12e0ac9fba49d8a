import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, renderWithProvider } from '../../test/render';
import { QuickSearch } from './QuickSearch';

const RESULT = {
  data: {
    apartments: [
      { id: 101, title: 'Vake, Chavchavadze 37', subtitle: 'Tbilisi', url: '/apartments/101' },
    ],
    bookings: [],
    tickets: [{ id: 5, title: 'Water heater', url: '/support?ticket=5' }],
    documents: [],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function type(value: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value } });
}

describe('QuickSearch (spec §2: ≥ 2 characters, 200 ms debounce, 1 s delay)', () => {
  it('asks nothing under 2 characters, and only 1.2 s after typing stops', async () => {
    vi.useFakeTimers();
    const fetch = answerFetch(200, RESULT);
    renderWithProvider(<QuickSearch />);
    type('V');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 2 characters.');
    type('Va');
    await act(() => vi.advanceTimersByTimeAsync(150));
    type('Vak'); // restarts the debounce
    await act(() => vi.advanceTimersByTimeAsync(1199));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('api/search?q=Vak');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    expect(screen.getByRole('link', { name: /Vake, Chavchavadze 37/ })).toHaveAttribute(
      'href',
      '/apartments/101',
    );
    expect(screen.getByRole('region', { name: 'Support tickets' })).toBeInTheDocument();
  });

  it('a failure says "Connection error. Please try again later.." in place, without a toast', async () => {
    vi.useFakeTimers();
    answerFetch(500, { message: 'Search backend down' });
    renderWithProvider(<QuickSearch />);
    type('Vake');
    await act(() => vi.advanceTimersByTimeAsync(1200));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Connection error. Please try again later..',
    );
    expect(screen.queryByText('Search backend down')).toBeNull();
  });

  it('hands the chosen hit to onSelect instead of following the link', async () => {
    vi.useFakeTimers();
    answerFetch(200, RESULT);
    const onSelect = vi.fn();
    renderWithProvider(<QuickSearch onSelect={onSelect} />);
    type('Water');
    await act(() => vi.advanceTimersByTimeAsync(1200));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('link', { name: 'Water heater' }));
    expect(onSelect).toHaveBeenCalledWith(RESULT.data.tickets[0], {
      href: `${location.origin}/support?ticket=5`,
      sameOrigin: true,
      path: '/support?ticket=5',
    });
  });

  it('shows only results that open on this site or over https (issue 16 §4)', async () => {
    vi.useFakeTimers();
    const hit = (id: number, url: string) => ({ id, title: `Result ${id}`, url });
    answerFetch(200, {
      data: {
        apartments: [hit(1, '/apartments/1'), hit(2, '//evil.example/apartments/2')],
        bookings: [hit(3, '/\\evil.example/bookings/3'), hit(4, 'javascript:alert(4)')],
        tickets: [hit(5, 'http://evil.example/5'), hit(6, 'data:text/html,6')],
        documents: [hit(7, 'https://files.sakhli.ge/7.pdf')],
      },
    });
    const onSelect = vi.fn();
    renderWithProvider(<QuickSearch onSelect={onSelect} />);
    type('Result');
    await act(() => vi.advanceTimersByTimeAsync(1200));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Result 1', 'Result 7']);
    expect(links[0]).toHaveAttribute('href', '/apartments/1');
    expect(links[1]).toHaveAttribute('href', 'https://files.sakhli.ge/7.pdf');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('region', { name: 'Bookings' })).toBeNull();
    fireEvent.click(links[1]!);
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 7 }),
      expect.objectContaining({ sameOrigin: false, href: 'https://files.sakhli.ge/7.pdf' }),
    );
  });
});
