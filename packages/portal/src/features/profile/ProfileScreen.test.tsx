// /profile (issue 26 §5): the user's details; a password change whose spec §5 rules tick as the
// user types, refused here when they are not met or the repeat differs (nothing sent), refused in
// place with the server's words, and "Password changed successfully." when done; the language
// stored and sent to the account (PUT api/users/locale).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heading, renderPortal, type Answers } from '../../../test/renderPortal';

function passwordApi(current = 'Sakhli2026') {
  const sent: unknown[] = [];
  const answers: Answers = {
    'PATCH api/users/password': (body) => {
      sent.push(body);
      const { current_password } = body as { current_password: string };
      return current_password === current
        ? [200, { data: null, message: 'Password changed successfully.' }]
        : [422, { message: 'The current password is not right.' }];
    },
    'PUT api/users/locale': (body) => {
      sent.push(body);
      return [200, { data: null, message: 'Language updated.' }];
    },
  };
  return { answers, sent };
}

const field = (name: string) => screen.getByLabelText(name, { exact: false, selector: 'input' });

describe('/profile', () => {
  it("shows the user's details", async () => {
    await renderPortal('/profile', { signedIn: true });
    await heading('Profile');
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('Giorgi Kapanadze');
    expect(details).toHaveTextContent('resident@sakhli.ge');
    expect(details).toHaveTextContent('+995 577 65 43 21');
    expect(details).toHaveTextContent('Resident');
  });

  it('ticks the rules as the user types and sends nothing while they fail or the repeat differs', async () => {
    const user = userEvent.setup();
    const { answers, sent } = passwordApi();
    await renderPortal('/profile', { signedIn: true, answers });
    await heading('Profile');
    const form = screen.getByRole('region', { name: 'Change password' });
    await user.type(field('New password'), 'abcdefgh');
    const rule = (text: RegExp) => within(form).getByText(text).closest('li')!;
    expect(rule(/at least 8 characters/)).toHaveAttribute('data-met', 'true');
    expect(rule(/uppercase Latin letter/)).toHaveAttribute('data-met', 'false');
    expect(rule(/a number/)).toHaveAttribute('data-met', 'false');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(form).toHaveTextContent('Field is required.');
    expect(form).toHaveTextContent('Password does not meet minimum security requirements.');

    await user.type(field('Current password'), 'Sakhli2026');
    await user.clear(field('New password'));
    await user.type(field('New password'), 'Tbilisi2027');
    expect(rule(/uppercase Latin letter/)).toHaveAttribute('data-met', 'true');
    expect(rule(/a number/)).toHaveAttribute('data-met', 'true');
    await user.type(field('Repeat the password'), 'Tbilisi2028');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(form).toHaveTextContent('Passwords need to be the same.');
    expect(sent).toEqual([]);
  });

  it('changes the password and says so; a refusal is said in place', async () => {
    const user = userEvent.setup();
    const { answers, sent } = passwordApi();
    await renderPortal('/profile', { signedIn: true, answers });
    await heading('Profile');
    const form = screen.getByRole('region', { name: 'Change password' });
    const fill = async (current: string) => {
      await user.clear(field('Current password'));
      await user.type(field('Current password'), current);
      await user.clear(field('New password'));
      await user.type(field('New password'), 'Tbilisi2027');
      await user.clear(field('Repeat the password'));
      await user.type(field('Repeat the password'), 'Tbilisi2027');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
    };
    await fill('wrong-one');
    const refused = await within(form).findByRole('alert');
    expect(refused).toHaveTextContent('The password was not changed.');
    expect(refused).toHaveTextContent('The current password is not right.');

    await fill('Sakhli2026');
    expect(await within(form).findByText('Password changed successfully.')).toBeVisible();
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(sent.at(-1)).toEqual({
      current_password: 'Sakhli2026',
      password: 'Tbilisi2027',
      password_confirmation: 'Tbilisi2027',
    });
    // The form is empty again.
    expect(field('New password')).toHaveValue('');
  });

  it('switches the language and tells the account', async () => {
    const user = userEvent.setup();
    const { answers, sent } = passwordApi();
    const { portal } = await renderPortal('/profile', { signedIn: true, answers });
    await heading('Profile');
    const language = screen.getByRole('region', { name: 'Language' });
    await user.selectOptions(within(language).getByRole('combobox'), 'ru');
    await heading('Профиль');
    expect(portal.session.language).toBe('ru');
    await waitFor(() => expect(sent).toContainEqual({ locale: 'ru' }));
  });
});
