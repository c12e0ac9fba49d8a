// /registration (spec §2): sign up; the password rules of spec §5 tick live as the user types.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { email as emailRule, register, required, validate } from '@sakhli/sdk';
import {
  Alert,
  Button,
  CheckboxField,
  TextField,
  useForm,
  useSakhliClient,
  type TextFieldProps,
} from '@sakhli/widgets';
import { TextLink } from '../../app/layout/primitives';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import {
  NewPasswordFields,
  newPasswordChecks,
  type NewPassword,
} from '../../app/password/NewPasswordFields';
import { AuthForm, AuthLinks } from './parts';

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
  const [registered, setRegistered] = useState<string>();
  const form = useForm<FieldName>({
    check: () => ({
      first_name: required(values.first_name),
      last_name: required(values.last_name),
      email: validate(values.email, required, emailRule),
      phone: required(values.phone),
      ...newPasswordChecks(values),
      terms: required(terms),
    }),
  });
  const errors = form.errors;

  const set = (name: TextName | keyof NewPassword, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  const send = async () => {
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
      <AuthForm
        introId="portal.auth.registration.intro"
        formRef={form.ref}
        onSubmit={(event) => void form.submit(event, send)}
      >
        {form.failure && <Alert tone="error">{form.failure}</Alert>}
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
        <Button type="submit" loading={form.busy}>
          <FormattedMessage id="portal.auth.registration.submit" />
        </Button>
      </AuthForm>
      <AuthLinks links={[['/login', 'portal.auth.registration.haveAccount']]} />
    </>
  );
}
