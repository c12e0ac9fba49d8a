// API labels in the interface language: `{ ge, en, ru }` picks one; a string is a message id when
// the catalogs know it, else a text already translated.
import type { IntlShape } from 'react-intl';
import type { Label, Language } from '@sakhli/sdk';

export function labelText(label: Label, intl: IntlShape, language: Language): string {
  if (typeof label !== 'string') return label[language];
  return Object.hasOwn(intl.messages, label) ? intl.formatMessage({ id: label }) : label;
}
