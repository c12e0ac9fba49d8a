// Recommendations against the real demo API: the people and their status, the one form (checked
// before sending, a refusal keeps what was typed), countries from the third-party service without
// session headers — and free text when it is down.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getRecommendations } from '@sakhli/sdk';
import { loyaltyDemoPerTest, ownerClient, renderLoyaltyWallet } from './testing';

const demo = loyaltyDemoPerTest();

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Recommend someone' }));
  // The form's code arrives on demand.
  await screen.findByRole('textbox', { name: /Full name/ });
  return user;
}

describe('recommendations', () => {
  it('lists the people recommended with their status', async () => {
    renderLoyaltyWallet({ session: demo.session });
    const list = await screen.findByRole('list', { name: 'Your recommendations' });
    const irina = within(list).getByText('Ирина Соколова').closest('li')!;
    expect(within(irina).getByText('In process')).toBeVisible();
    const tamar = within(list).getByText('Tamar Abashidze').closest('li')!;
    expect(within(tamar).getByText('Refused')).toBeVisible();
  });

  it('checks the form, sends it, and lists the new person with its points unconfirmed', async () => {
    const onRecommended = vi.fn();
    renderLoyaltyWallet({ session: demo.session, onRecommended });
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));
    expect(await screen.findAllByText('Field is required.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Salome Kvaratskhelia');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+995 599 00 11 22');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'salome@');
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));
    expect(await screen.findByText('Invalid E-mail.')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'salome@example.ge');
    const country = await screen.findByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(country).toBeEnabled());
    await user.selectOptions(country, 'GE');
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));

    expect(
      await screen.findByText('Recommendation sent. Points are credited once it is confirmed.'),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Your recommendations' });
    const salome = (await within(list).findByText('Salome Kvaratskhelia')).closest('li')!;
    expect(within(salome).getByText('In process')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your recommendations' })).toHaveFocus();
    const [saved] = await getRecommendations(ownerClient(demo));
    expect(saved).toMatchObject({ name: 'Salome Kvaratskhelia', country: 'GE' });
    expect(onRecommended).toHaveBeenCalledWith({ id: saved!.id });
  });

  it('asks the country service without session headers, once for the page', async () => {
    renderLoyaltyWallet({ session: demo.session });
    const user = await openForm();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Country/ })).toBeEnabled());
    expect(
      within(screen.getByRole('combobox', { name: /Country/ })).getByRole('option', {
        name: 'Georgia',
      }),
    ).toBeInTheDocument();
    // Closed and opened again: the list comes from the cache.
    await user.click(screen.getByRole('button', { name: 'Hide the form' }));
    await user.click(screen.getByRole('button', { name: 'Recommend someone' }));
    await screen.findByRole('combobox', { name: /Country/ });
    const service = demo.calls.filter((c) => c.path.endsWith('/third-party/countries'));
    expect(service).toHaveLength(1);
    expect(service[0]!.headers.has('access-token')).toBe(false);
    expect(service[0]!.headers.has('refresh-token')).toBe(false);
    expect(service[0]!.headers.has('user-language')).toBe(false);
  });

  it('takes the country as free text when the service is down, and sends it', async () => {
    demo.countriesDown();
    renderLoyaltyWallet({ session: demo.session });
    const user = await openForm();
    const country = await screen.findByRole('textbox', { name: /Country/ });
    expect(country).toHaveAccessibleDescription(
      'The country list is unavailable: type the country.',
    );
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Nika Chkheidze');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+995 599 10 20 31');
    await user.type(country, 'Abkhazia');
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));
    await screen.findByText('Recommendation sent. Points are credited once it is confirmed.');
    expect((await getRecommendations(ownerClient(demo)))[0]).toMatchObject({
      name: 'Nika Chkheidze',
      country: 'Abkhazia',
    });
  });

  it('a rejected recommendation says why in place and keeps everything typed', async () => {
    renderLoyaltyWallet({ session: demo.session });
    const user = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Levan G.');
    // Passes the form's check; the API refuses it: Levan was recommended already.
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '+995 555 112 233');
    await user.type(
      screen.getByRole('textbox', { name: /What are they looking for/ }),
      'A flat in Vake',
    );
    await user.click(screen.getByRole('button', { name: 'Send recommendation' }));
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Someone with this phone number has already been recommended.',
    );
    expect(phone).toHaveValue('+995 555 112 233');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Levan G.');
    expect(screen.getByRole('textbox', { name: /What are they looking for/ })).toHaveValue(
      'A flat in Vake',
    );
    expect(phone).toHaveFocus();
  });
});
