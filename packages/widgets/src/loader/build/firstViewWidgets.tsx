// The widgets whose first view the build renders (loader/first/views.ts says for which elements),
// with props that reach that view, in every language and theme an element can ask for.
import type { ComponentType } from 'react';
import { GuestBooking } from '../../guest-booking/GuestBooking';
import type { Language, Theme } from '../../elements/elementConfig';

export const FIRST_VIEW_LANGUAGES: Language[] = ['ge', 'en', 'ru'];
export const FIRST_VIEW_THEMES: Theme[] = ['light', 'dark', 'auto'];

export const FIRST_VIEW_WIDGETS: Record<
  string,
  { Widget: ComponentType<Record<string, unknown>>; props: Record<string, unknown> }
> = {
  // Any resolving link without a time hash: the e-mail step, its apartment box still a skeleton.
  'sakhli-guest-booking': {
    Widget: GuestBooking as ComponentType<Record<string, unknown>>,
    props: { apartmentId: 1, hash: 'first-view' },
  },
};
