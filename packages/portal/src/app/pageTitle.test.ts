import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { textsFor } from './catalog';
import { titleMessages } from './messages';
import { pageTitle } from './pageTitle';

describe('spec §2 page title', () => {
  it('is the translated route title with the group suffix', () => {
    const ge = createIntl({ locale: 'ka', messages: textsFor('ge', [titleMessages]) });
    const ru = createIntl({ locale: 'ru', messages: textsFor('ru', [titleMessages]) });
    expect(pageTitle(ge, 'portal.title.support')).toBe('მხარდაჭერა · Sakhli Group');
    expect(pageTitle(ru, 'portal.title.support')).toBe('Поддержка · Sakhli Group');
    expect(pageTitle(ru)).toBe('Sakhli Group');
  });
});
