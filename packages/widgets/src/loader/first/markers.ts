// The marks a painted first view carries (loader/first/paint.ts), read by the widget that takes it
// over (elements/firstView.ts): shared by both without either importing the other's code.

/** Wraps the painted view in the shadow root until the widget takes it over. */
export const FIRST_VIEW = 'data-sakhli-first';
/** Set on that wrapper when the reader submitted one of its forms: the form's index, made again. */
export const FIRST_VIEW_SUBMIT = 'data-sakhli-first-submit';
/** Marks the view's sheet among the shadow root's adopted ones, so only it is removed. */
export const FIRST_VIEW_SHEET = Symbol.for('sakhli.firstViewSheet');
