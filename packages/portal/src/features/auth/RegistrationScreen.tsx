// /registration (spec §2): sign up; the password rules of spec §5 tick live as the user types.
import { useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { FormattedMessage, useIntl } from 'react-intl';
import { email as emailRule, passwordsEqual, register, required, validate } from '@sakhli/sdk';
import { useSakhliClient } from '@sakhli/widgets';
import { Button, Form, Notice, TextField, TextLink } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { t } from '../../app/layout/tokens';
import { passwordAccepted } from './passwordChecks';
import { Check, Intro, Links, PasswordRules, ruleText, serverText } from './parts';

type TextName = 'first_name' | 'last_name' | 'email' | 'phone' | 'password' | 'confirmation';
type FieldName = TextName | 'terms';

const FieldError = styled.p`
  margin: 0;
  color: ${t('colorDanger')};
  font-size: ${t('fontSizeSm')};
`;

export function RegistrationScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const [values, setValues] = useState<Record<TextName, string>>({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    confirmation: '',
  });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);

  const set = (name: TextName) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {
      first_name: ruleText(required(values.first_name), intl),
      last_name: ruleText(required(values.last_name), intl),
      email: ruleText(validate(values.email, required, emailRule), intl),
      phone: ruleText(required(values.phone), intl),
      password:
        ruleText(required(values.password), intl) ??
        (passwordAccepted(values.password)
          ? undefined
          : intl.formatMessage({ id: 'validation.password' })),
      confirmation: ruleText(
        validate(values.confirmation, required) ??
          passwordsEqual(values.password, values.confirmation),
        intl,
      ),
      terms: ruleText(required(terms), intl),
    };
    setErrors(found);
    setOutcome(undefined);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const { message } = await register(client, {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
        password_confirmation: values.confirmation,
        terms: true,
      });
      setOutcome({
        tone: 'success',
        text: message ?? intl.formatMessage({ id: 'success.registered' }),
      });
    } catch (error) {
      setOutcome({ tone: 'error', text: serverText(error, intl) });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.tone === 'success') {
    return (
      <>
        <ScreenHeading id="portal.auth.registration.done" />
        <Notice tone="success">
          <p>{outcome.text}</p>
        </Notice>
        <Links>
          <TextLink to="/login">
            <FormattedMessage id="portal.auth.backToLogin" />
          </TextLink>
        </Links>
      </>
    );
  }

  return (
    <>
      <ScreenHeading id="portal.title.registration" />
      <Intro>
        <FormattedMessage id="portal.auth.registration.intro" />
      </Intro>
      <Form onSubmit={submit} noValidate>
        {outcome && (
          <Notice tone="error">
            <p>{outcome.text}</p>
          </Notice>
        )}
        <TextField
          label={<FormattedMessage id="portal.auth.firstName" />}
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          error={errors.first_name}
          onChange={set('first_name')}
        />
        <TextField
          label={<FormattedMessage id="portal.auth.lastName" />}
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          error={errors.last_name}
          onChange={set('last_name')}
        />
        <TextField
          label={<FormattedMessage id="portal.auth.email" />}
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <TextField
          label={<FormattedMessage id="portal.auth.phone" />}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={values.phone}
          error={errors.phone}
          onChange={set('phone')}
        />
        <TextField
          label={<FormattedMessage id="portal.auth.password" />}
          type="password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          after={<PasswordRules value={values.password} />}
          onChange={set('password')}
        />
        <TextField
          label={<FormattedMessage id="portal.auth.passwordConfirm" />}
          type="password"
          name="password_confirmation"
          autoComplete="new-password"
          value={values.confirmation}
          error={errors.confirmation}
          onChange={set('confirmation')}
        />
        <div>
          <Check>
            <input
              type="checkbox"
              name="terms"
              checked={terms}
              aria-invalid={errors.terms ? true : undefined}
              onChange={(event) => setTerms(event.target.checked)}
            />
            <FormattedMessage id="portal.auth.registration.terms" />
          </Check>
          {errors.terms && <FieldError>{errors.terms}</FieldError>}
          <TextLink to="/terms">
            <FormattedMessage id="portal.auth.registration.readTerms" />
          </TextLink>
        </div>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="portal.auth.registration.submit" />
        </Button>
      </Form>
      <Links>
        <TextLink to="/login">
          <FormattedMessage id="portal.auth.registration.haveAccount" />
        </TextLink>
      </Links>
    </>
  );
}
