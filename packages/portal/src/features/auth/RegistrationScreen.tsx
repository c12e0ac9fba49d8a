// /registration (spec §2): sign up; the password rules of spec §5 tick live as the user types.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { email as emailRule, register, required, validate } from '@sakhli/sdk';
import {
  Alert,
  Button,
  CheckboxField,
  TextField,
  useSakhliClient,
  type TextFieldProps,
} from '@sakhli/widgets';
import { TextLink } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import {
  NewPasswordFields,
  newPasswordErrors,
  type NewPassword,
} from '../../app/password/NewPasswordFields';
import { AuthForm, AuthLinks, ruleText } from './parts';
import { useFormRequest } from './useFormRequest';

type TextName = 'first_name' | 'last_name' | 'email' | 'phone';
type FieldName = TextName | keyof NewPassword | 'terms';

/** The plain text fields, in order: name and message id of the label, and how browsers fill them. */
const textFields: ReadonlyArray<
  { name: TextName; labelId: string } & Pick<TextFieldProps, 'type' | 'autoComplete'>
> = [
  { name: 'first_name', labelId: 'portal.auth.firstName', autoComplete: 'given-name' },
  { name: 'last_name', labelId: 'portal.auth.lastName', autoComplete: 'family-name' },
  { name: 'email', labelId: 'portal.auth.email', type: 'email', autoComplete: 'email' },
  { name: 'phone', labelId: 'portal.auth.phone', type: 'tel', autoComplete: 'tel' },
];

export function RegistrationScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const [values, setValues] = useState<Record<TextName, string> & NewPassword>({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    confirmation: '',
  });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [registered, setRegistered] = useState<string>();
  const { busy, failure, send } = useFormRequest();

  const set = (name: TextName | keyof NewPassword, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {
      first_name: ruleText(required(values.first_name), intl),
      last_name: ruleText(required(values.last_name), intl),
      email: ruleText(validate(values.email, required, emailRule), intl),
      phone: ruleText(required(values.phone), intl),
      ...newPasswordErrors(values, intl),
      terms: ruleText(required(terms), intl),
    };
    setErrors(found);
    void send(found, async () => {
      const { message } = await register(client, {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
        password_confirmation: values.confirmation,
        terms: true,
      });
      setRegistered(message ?? intl.formatMessage({ id: 'success.registered' }));
    });
  };

  if (registered) {
    return (
      <>
        <ScreenHeading id="portal.auth.registration.done" />
        <Alert tone="success">{registered}</Alert>
        <AuthLinks links={[['/login', 'portal.auth.backToLogin']]} />
      </>
    );
  }

  return (
    <>
      <ScreenHeading id="portal.title.registration" />
      <AuthForm introId="portal.auth.registration.intro" onSubmit={submit}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {textFields.map(({ name, labelId, ...input }) => (
          <TextField
            key={name}
            label={<FormattedMessage id={labelId} />}
            name={name}
            required
            {...input}
            value={values[name]}
            error={errors[name]}
            onChange={(event) => set(name, event.target.value)}
          />
        ))}
        <NewPasswordFields
          labelId="portal.auth.password"
          value={values}
          errors={errors}
          onChange={set}
        />
        <div>
          <CheckboxField
            label={<FormattedMessage id="portal.auth.registration.terms" />}
            name="terms"
            required
            checked={terms}
            error={errors.terms}
            onChange={(event) => setTerms(event.target.checked)}
          />
          <TextLink to="/terms">
            <FormattedMessage id="portal.auth.registration.readTerms" />
          </TextLink>
        </div>
        <Button type="submit" loading={busy}>
          <FormattedMessage id="portal.auth.registration.submit" />
        </Button>
      </AuthForm>
      <AuthLinks links={[['/login', 'portal.auth.registration.haveAccount']]} />
    </>
  );
}
