// The guest booking's form filled in as a guest would, in English (the playground's language):
// a Georgian resident paying by card. Shared by the journeys that reach the booking step.
import type { Locator } from 'playwright-core';

export async function fillGuestForm(widget: Locator, email: string): Promise<void> {
  const field = (name: string) => widget.getByLabel(name, { exact: true });
  // The country list has loaded: the selects below can take their values.
  await widget.getByRole('option', { name: 'Georgia' }).first().waitFor({ state: 'attached' });
  await field('First name').fill('Nino');
  await field('Last name').fill('Beridze');
  await field('Gender').selectOption('female');
  await field('Citizenship').selectOption('GE');
  await field('Country of residence').selectOption('GE');
  await field('City').fill('Tbilisi');
  await field('Address').fill('12 Rustaveli Ave');
  await field('Personal or passport number').fill('01024012345');
  await field('Phone').fill('+995 555 12 34 56');
  await field('E-mail').fill(email);
  await field('Payment').selectOption('card');
}
