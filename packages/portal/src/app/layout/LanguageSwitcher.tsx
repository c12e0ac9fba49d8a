// The language switcher (ge/en/ru, spec §1): stored at once, and PUT api/users/locale when signed in.
import { useId } from 'react';
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { LANGUAGES, isLanguage } from '@sakhli/sdk';
import { usePortal } from '../portalContext';
import { chooseLanguage } from '../language';
import { focusRing, t } from './tokens';

const Box = styled.div`
  display: flex;
  align-items: center;
  gap: ${t('space2')};
  select {
    min-height: ${t('controlHeight')};
    padding: 0 ${t('space2')};
    border: 1px solid ${t('colorBorder')};
    border-radius: ${t('radiusMd')};
    background: ${t('colorBg')};
    color: ${t('colorText')};
    font: inherit;
    ${focusRing}
  }
`;

export function LanguageSwitcher({ showLabel = false }: { showLabel?: boolean }) {
  const id = useId();
  const intl = useIntl();
  const portal = usePortal();
  const { language } = useSnapshot(portal.session);
  return (
    <Box>
      <label htmlFor={id} className={showLabel ? undefined : 'sr-only'}>
        <FormattedMessage id="portal.language.label" />
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) chooseLanguage(portal, next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code === 'ge' ? 'ka' : code}>
            {intl.formatMessage({ id: `portal.language.${code}` })}
          </option>
        ))}
      </select>
    </Box>
  );
}
