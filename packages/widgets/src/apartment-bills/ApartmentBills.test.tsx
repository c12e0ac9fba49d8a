// The apartment bills widget against the real demo API: who sees what, the picker, the overview,
// the utility tabs by keyboard, documents, and internet/TV whose status is always the server's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERNET_PAUSE_FEE_GEL } from '@sakhli/sdk';
import type { Tokens } from '../ticket-chat/testing';
import {
  answer,
  named,
  OWNER,
  renderBills,
  serveBillsApi,
  shownGel,
  signedIn,
  when,
  type Served,
} from './testing';

const gel = (amount: number) => shownGel(amount, 2);

let served: Served;
let session: Tokens;

beforeEach(async () => {
  served = serveBillsApi();
  session = await signedIn(served);
});

afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.getByRole('tabpanel');

describe('ApartmentBills: whose apartments', () => {
  it('signed out: says so, asks the host for a session and calls nothing', async () => {
    const onAuthRequired = vi.fn();
    served.calls.length = 0;
    renderBills({ onAuthRequired });
    expect(await screen.findByText('Sign in to see your bills')).toBeVisible();
    expect(onAuthRequired).toHaveBeenCalled();
    expect(served.calls.filter((c) => c.includes('/api/apartments'))).toEqual([]);
  });

  it('a rejected session turns to the signed-out state', async () => {
    renderBills({ session: { accessToken: 'expired', refreshToken: null } });
    expect(await screen.findByText('Sign in to see your bills')).toBeVisible();
  });

  it('no apartment: says what would be here', async () => {
    served.override(when('GET', /^\/api\/apartments\/list$/, () => answer({ data: [] })));
    renderBills({ session });
    expect(await screen.findByText('No apartments yet')).toBeVisible();
    expect(
      screen.getByText('Apartments you own or live in appear here with their bills.'),
    ).toBeVisible();
  });

  it('many: a picker names each apartment with its debt; choosing one shows it', async () => {
    const user = userEvent.setup();
    const onApartmentChange = vi.fn();
    renderBills({ session, onApartmentChange });
    const picker = await screen.findByRole('combobox', { name: 'Apartment' });
    const options = within(picker).getAllByRole('option');
    expect(options).toHaveLength(2);
    for (const option of options) expect(option.textContent).toMatch(/ — owes GEL/);
    await user.selectOptions(picker, options[1]!);
    expect(onApartmentChange).toHaveBeenCalledWith(Number((options[1] as HTMLOptionElement).value));
    await waitFor(() =>
      expect(screen.getAllByRole('term').map((t) => t.textContent)).toContain('Cadastral number'),
    );
  });

  it('one given by the host: no picker; an id not theirs: not found, with the picker', async () => {
    const { unmount } = renderBills({ session, apartmentId: 102 });
    expect(await screen.findByRole('heading', { name: 'Apartment' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Apartment' })).toBeNull();
    unmount();
    renderBills({ session, apartmentId: 105 });
    expect(await screen.findByText('Apartment not found')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Apartment' })).toBeVisible();
  });

  it('a failed load says so and retries', async () => {
    const user = userEvent.setup();
    let broken = true;
    served.override((request) =>
      broken && new URL(request.url).pathname === '/api/apartments/list'
        ? answer({ message: 'Resting.' }, 503)
        : undefined,
    );
    renderBills({ session });
    expect(await screen.findByText('Your bills could not be loaded.')).toBeVisible();
    // Said once, in place: no toast repeats the server's words.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Resting.')).toBeNull();
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('combobox', { name: 'Apartment' })).toBeVisible();
  });
});

describe('ApartmentBills: the overview', () => {
  it('shows the apartment, its money and the totals of every utility', async () => {
    renderBills({ session, apartmentId: 101 });
    const facts = await screen.findByRole('heading', { name: 'Apartment' });
    const card = facts.closest('section')!;
    for (const term of ['Address', 'Block', 'Floor', 'Area', 'Cadastral number']) {
      expect(within(card).getByText(term)).toBeVisible();
    }
    expect(within(card).getByText(/ m²$/)).toBeVisible();
    const money = screen.getByRole('heading', { name: 'Balance' }).closest('section')!;
    for (const term of ['Debt', 'Remains to pay', 'Next payment']) {
      expect(await within(money).findByText(term)).toBeVisible();
    }
    const totals = screen
      .getByRole('heading', { name: 'Totals over the last 12 months' })
      .closest('section')!;
    for (const name of ['Electricity', 'Water', 'Building services', 'Internet and TV']) {
      expect(within(totals).getByRole('heading', { name })).toBeVisible();
    }
    await waitFor(() => expect(within(totals).getAllByText('Billed')).toHaveLength(4));
  });

  it('a failure the widget shows nowhere (the payment codes) is still said as a toast', async () => {
    served.override(
      when('GET', /^\/api\/apartments\/101$/, () => answer({ message: 'Codes are resting.' }, 400)),
    );
    renderBills({ session, apartmentId: 101 });
    await screen.findAllByRole('tab');
    expect(await screen.findByRole('alert')).toHaveTextContent('Codes are resting.');
  });

  it('a part that fails says so in its card with a retry, and nowhere else', async () => {
    served.override(
      when('GET', /^\/api\/finance\/summary$/, () => answer({ message: 'Ledger closed.' }, 400)),
    );
    renderBills({ session, apartmentId: 101 });
    const money = (await screen.findByRole('heading', { name: 'Balance' })).closest('section')!;
    const failed = await within(money).findByRole('alert');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeVisible();
    // The rest of the overview is there, and no toast tells the failure a second time.
    const totals = screen
      .getByRole('heading', { name: 'Totals over the last 12 months' })
      .closest('section')!;
    await waitFor(() => expect(within(totals).getAllByText('Billed')).toHaveLength(4));
    expect(screen.getAllByRole('alert')).toEqual([failed]);
    expect(screen.queryByText('Ledger closed.')).toBeNull();
  });
});

describe('ApartmentBills: utility tabs', () => {
  it('is a tablist the arrows, Home and End move through', async () => {
    const user = userEvent.setup();
    renderBills({ session, apartmentId: 101 });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Electricity',
      'Water',
      'Building services',
      'Internet and TV',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs.filter((t) => t.tabIndex === 0)).toEqual([tabs[0]]);
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAttribute('aria-labelledby', tabs[1]!.id);
    await user.keyboard('{End}');
    expect(tabs[3]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tabs[3]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('electricity: its meter number and payment code, and three documents', async () => {
    renderBills({ session, apartmentId: 101 });
    await screen.findAllByRole('tab');
    expect(await within(panel()).findByText('Meter number')).toBeVisible();
    expect(within(panel()).getByText(/^EL-/)).toBeVisible();
    expect(within(panel()).getByText(/^EP\d+$/)).toBeVisible();
    const documents = within(panel()).getByRole('group', { name: 'Documents' });
    expect(
      within(documents)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Statement (PDF)', 'Meter readings (PDF)', 'Statement (CSV)']);
  });

  it('downloads a PDF through a link that gives the new page no handle on ours', async () => {
    const user = userEvent.setup();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.cloneNode() as HTMLAnchorElement);
    });
    renderBills({ session, apartmentId: 101 });
    await screen.findAllByRole('tab');
    await user.click(await within(panel()).findByRole('button', { name: 'Statement (PDF)' }));
    expect(await within(panel()).findByText('Downloaded: electricity-101.pdf')).toBeVisible();
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('electricity-101.pdf');
    expect(clicked[0]!.href).toMatch(/^blob:/);
    expect(clicked[0]!.rel).toBe('noopener noreferrer');
    expect(served.calls).toContain('GET /api/apartments/electricity/101/filePdf');
    click.mockRestore();
  });

  it('a failed download says so in place', async () => {
    const user = userEvent.setup();
    served.override(when('GET', /\/filePdf$/, () => answer({ message: 'No.' }, 500)));
    renderBills({ session, apartmentId: 101 });
    await screen.findAllByRole('tab');
    await user.click(await within(panel()).findByRole('button', { name: 'Statement (PDF)' }));
    expect(
      await within(panel()).findByText('The document could not be downloaded. Try again.'),
    ).toBeVisible();
  });
});

describe('ApartmentBills: internet and TV', () => {
  async function openTvTab(apartmentId: number) {
    const user = userEvent.setup();
    renderBills({ session, apartmentId, utility: 'internetTv' });
    await screen.findByRole('tab', { name: 'Internet and TV', selected: true });
    await within(panel()).findByRole('heading', { name: 'Your subscription' });
    return user;
  }
  /** The subscription's status as the facts list says it (the history table has a Status column too). */
  const status = () =>
    [...panel().querySelectorAll('dt')].find((dt) => dt.textContent === 'Status')!
      .nextElementSibling!;

  it('shows the tariff facts and the packages', async () => {
    await openTvTab(101);
    for (const term of [
      'Monthly tariff',
      'Discount',
      'Cost per month',
      'Start date',
      'Package change date',
      'Disabled date',
    ]) {
      expect(within(panel()).getByText(term)).toBeVisible();
    }
    expect(status()).toHaveTextContent('Active');
    expect(within(panel()).getByText(/Fiber 500, 500 Mbit\/s/)).toBeVisible();
    expect(within(panel()).getByText(/TV Premium, 220 channels/)).toBeVisible();
  });

  it('pause states the 6 GEL a month fee before confirming, then shows the server’s status', async () => {
    const user = await openTvTab(101);
    await user.click(within(panel()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause internet and TV?' });
    expect(dialog).toHaveTextContent(
      `While paused you pay ${gel(INTERNET_PAUSE_FEE_GEL)} a month instead of your tariff.`,
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'For how long' }), '3');
    expect(dialog).toHaveTextContent(`You pay ${gel(18)} now for 3 months.`);
    await user.click(
      within(dialog).getByRole('button', { name: named(`Pause and pay ${gel(18)}`) }),
    );
    await waitFor(() => expect(status()).toHaveTextContent('Paused'));
    expect(within(panel()).getByText('Paused until')).toBeVisible();
    // The status can read 'Paused' while the pause is still settling (its button busy): wait for Resume.
    const resume = await within(panel()).findByRole('button', { name: 'Resume' });
    expect(resume).toBeVisible();

    await user.click(resume);
    await waitFor(() => expect(status()).toHaveTextContent('Active'));
  });

  it('keeping it on sends nothing', async () => {
    const user = await openTvTab(101);
    await user.click(within(panel()).getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause internet and TV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it on' }));
    expect(served.calls.filter((c) => c.startsWith('PATCH'))).toEqual([]);
    expect(status()).toHaveTextContent('Active');
  });

  it('cancel asks first; confirmed, the service is not connected', async () => {
    const user = await openTvTab(101);
    await user.click(within(panel()).getByRole('button', { name: 'Cancel the service' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel internet and TV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the service' }));
    await waitFor(() => expect(status()).toHaveTextContent('Not connected'));
    expect(within(panel()).getByRole('button', { name: 'Order' })).toBeVisible();
  });

  it('orders a package for a passive service and changes it when active', async () => {
    served = serveBillsApi();
    session = await signedIn(served, OWNER);
    const user = await openTvTab(103);
    expect(status()).toHaveTextContent('Not connected');
    await user.click(within(panel()).getByRole('button', { name: 'Order' }));
    // Neither chosen: a clear message, nothing sent.
    await user.click(within(panel()).getByRole('button', { name: 'Order' }));
    expect(await within(panel()).findByText('Choose internet, TV or both.')).toBeVisible();
    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Internet' }), '2');
    await user.click(within(panel()).getByRole('button', { name: 'Order' }));
    await waitFor(() => expect(status()).toHaveTextContent('Active'));
    expect(within(panel()).getByText(/^Fiber 100, 100 Mbit\/s$/)).toBeVisible();

    await user.click(within(panel()).getByRole('button', { name: 'Change package' }));
    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'TV' }), '11');
    await user.click(within(panel()).getByRole('button', { name: 'Save the package' }));
    await waitFor(() => expect(within(panel()).getByText(/^TV Basic, 80 channels$/)).toBeVisible());
  });

  it('after a failed action the status shown is the one the server has now', async () => {
    // Another device paused the service meanwhile; this page still shows it active.
    const user = await openTvTab(101);
    served.override(
      when('PATCH', /\/cancel\//, () => answer({ message: 'The service is being changed.' }, 409)),
    );
    await served.api.fetch(
      new Request('http://127.0.0.1:8787/api/apartments/internetTv/pause/101', {
        method: 'PATCH',
        headers: {
          'content-type': 'application/json',
          'access-token': session.accessToken!,
          'refresh-token': session.refreshToken!,
        },
        body: JSON.stringify({ status: 'paused', months: 1 }),
      }),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Cancel the service' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel internet and TV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the service' }));
    expect(
      await within(panel()).findByText(/^That did not work\. The status shown is the one/),
    ).toBeVisible();
    await waitFor(() => expect(status()).toHaveTextContent('Paused'));
  });
});
