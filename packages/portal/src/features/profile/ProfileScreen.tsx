// /profile (spec §2, issue 26 §5): the user's details, the interface language (stored and PUT
// api/users/locale, as the header's switcher) and a password change with the spec §5 rules ticking
// live (the portal's one NewPasswordFields), ending in "Password changed successfully.".
import { useState } from 'react';
import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { changePassword, errorsInPlace, required, userQuery } from '@sakhli/sdk';
import {
  Alert,
  apiMessage,
  Button,
  ErrorState,
  LoadingState,
  TextField,
  useForm,
  useSakhliClient,
  WithCatalog,
} from '@sakhli/widgets';
import { LanguageSwitcher } from '../../app/layout/LanguageSwitcher';
import { Form } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { media, t } from '../../app/layout/tokens';
import {
  NewPasswordFields,
  newPasswordChecks,
  type NewPassword,
} from '../../app/password/NewPasswordFields';
import { profileMessages } from './messages';

const Sections = styled.div`
  display: grid;
  gap: ${t('space6')};
  grid-template-columns: minmax(0, 1fr);
  max-width: 1100px;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  section {
    display: flex;
    flex-direction: column;
    gap: ${t('space3')};
    min-width: 0;
  }
  h2 {
    margin: 0;
    font-size: ${t('fontSizeLg')};
  }
  p {
    margin: 0;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${t('space2')} ${t('space4')};
  margin: 0;
  dt {
    color: ${t('colorTextMuted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The screen with its texts (they ship with this chunk, not the portal's first load). */
export function ProfileScreen() {
  return (
    <WithCatalog catalog={profileMessages}>
      <ScreenHeading id="portal.title.profile" />
      <Sections>
        <UserDetails />
        <PasswordChange />
        <LanguageChoice />
      </Sections>
    </WithCatalog>
  );
}

/** The interface language: the header's switcher (stored at once, PUT api/users/locale). */
function LanguageChoice() {
  const intl = useIntl();
  return (
    <section aria-labelledby="profile-language">
      <h2 id="profile-language">{intl.formatMessage({ id: 'portal.profile.language' })}</h2>
      <p>{intl.formatMessage({ id: 'portal.profile.languageText' })}</p>
      <LanguageSwitcher showLabel />
    </section>
  );
}

/** Name, e-mail, phone and account type (GET api/users: the frame's user, no second call). */
function UserDetails() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const user = useQuery(userQuery(useSakhliClient()));
  return (
    <section aria-labelledby="profile-details">
      <h2 id="profile-details">{say('portal.profile.details')}</h2>
      {user.isError && !user.data ? (
        <ErrorState message={apiMessage(intl, user.error)} onRetry={() => void user.refetch()} />
      ) : !user.data ? (
        <LoadingState lines={4} heading={false} />
      ) : (
        <Details>
          <dt>{say('portal.profile.name')}</dt>
          <dd>
            {user.data.first_name} {user.data.last_name}
          </dd>
          <dt>{say('portal.profile.email')}</dt>
          <dd>{user.data.email}</dd>
          <dt>{say('portal.profile.phone')}</dt>
          <dd>{user.data.phone}</dd>
          <dt>{say('portal.profile.role')}</dt>
          <dd>{say(`portal.profile.role.${user.data.role}`)}</dd>
        </Details>
      )}
    </section>
  );
}

const empty = { current: '', password: '', confirmation: '' };

type PasswordField = 'current' | keyof NewPassword;

/** PATCH api/users/password: checked here first (spec §5), the server's refusal said in place. */
function PasswordChange() {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  // The form shows the server's refusal itself: no toast too.
  const client = errorsInPlace(useSakhliClient());
  const [value, setValue] = useState(empty);
  const [done, setDone] = useState<string>();
  // Taken apart: the form's ref goes on the <form>, the rest is plain state.
  const { ref, busy, failure, errors, submit } = useForm<PasswordField>({
    check: () => ({ current: required(value.current), ...newPasswordChecks(value) }),
    live: true,
  });

  const send = async () => {
    setDone(undefined);
    const { message } = await changePassword(client, {
      current_password: value.current,
      password: value.password,
      password_confirmation: value.confirmation,
    });
    setDone(message ?? say('success.passwordChanged'));
    setValue(empty);
  };

  return (
    <section aria-labelledby="profile-password">
      <h2 id="profile-password">{say('portal.profile.password')}</h2>
      <Form ref={ref} onSubmit={(event) => void submit(event, send)} noValidate>
        {done && (
          <Alert tone="success" title={done}>
            {/* A password change ends the account's other sign-ins (issue 26 §6). */}
            {say('portal.profile.othersSignedOut')}
          </Alert>
        )}
        {failure && (
          <Alert tone="error" title={say('portal.profile.failed')}>
            {failure}
          </Alert>
        )}
        <TextField
          label={say('portal.profile.currentPassword')}
          type="password"
          name="current_password"
          autoComplete="current-password"
          required
          value={value.current}
          error={errors.current}
          onChange={(event) => setValue({ ...value, current: event.target.value })}
        />
        <NewPasswordFields
          labelId="portal.auth.newPassword"
          value={value}
          errors={errors}
          onChange={(field, text: string) => setValue((current) => ({ ...current, [field]: text }))}
        />
        <div>
          <Button type="submit" loading={busy}>
            {say('portal.profile.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
