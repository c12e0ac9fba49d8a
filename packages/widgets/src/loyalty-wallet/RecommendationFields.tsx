// The fields of the one new-recommendation form (spec §7 POST recommendations): the wallet's and the portal's
// /loyalty/new-recommendation. Checked with the SDK rules before sending; a refusal is said in place
// and everything typed stays.
import { useState, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useQueryClient } from '@tanstack/react-query';
import {
  email,
  isApiError,
  minLength,
  required,
  validate,
  wholeNumber,
  type Recommendation,
} from '@sakhli/sdk';
import { vars } from '../shell/theme/tokens';
import { dom } from '../shell/styled';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { WithCatalog } from '../ui/catalogIntl';
import { TextAreaField, TextField } from '../ui/TextField';
import { useForm } from '../ui/useForm';
import { CountryField } from './CountryField';
import { recommendMessages } from './recommendMessages';
import type { LoyaltySource } from './source';

export interface RecommendationFormBodyProps extends RecommendationFormProps {
  /** Passed in (not read from context) so this lazy chunk shares no module with the wallet's. */
  source: LoyaltySource;
}

export interface RecommendationFormProps {
  /** Sent: the new recommendation and the server's message (e.g. "Recommendation sent…"). */
  onSent?: (sent: { recommendation: Recommendation; message: string | undefined }) => void;
  /** A "Cancel" button beside "Send", when given. */
  onCancel?: () => void;
  /** The country service's list URL. @defaultValue the API base + `third-party/countries` */
  countriesUrl?: string | undefined;
  /** The API rejected the session (401). */
  onUnauthorized?: () => void;
}

type Values = { name: string; phone: string; email: string; country: string; comment: string };
type FieldName = keyof Values;
const EMPTY: Values = { name: '', phone: '', email: '', country: '', comment: '' };

/** The digits of a phone number (spaces, dashes, brackets and a leading + allowed). */
const phoneDigits = (phone: string) => phone.replace(/[\s()+-]/g, '');

const Form = styled('form', dom)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space4};
  min-width: 0;
  max-width: 560px;
`;

const Actions = styled('div', dom)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space2};
`;

/**
 * The form inside a root that already has the wallet's texts (the wallet's own section); its field
 * texts come with this chunk, not the wallet's first load.
 */
export function RecommendationFormBody(props: RecommendationFormBodyProps) {
  return (
    <WithCatalog catalog={recommendMessages}>
      <RecommendationFields {...props} />
    </WithCatalog>
  );
}

function RecommendationFields({
  source,
  onSent,
  onCancel,
  countriesUrl,
  onUnauthorized,
}: RecommendationFormBodyProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [notice, setNotice] = useState<ReactNode>();
  // A refusal is said above the button and, when the server names a field (`data.issues[0].path`),
  // on that field too; what was typed stays.
  const {
    ref: formRef,
    busy: sending,
    failure,
    errors,
    submit,
  } = useForm<FieldName>({
    check: () => ({
      name: validate(values.name.trim(), required, minLength(2)),
      phone: required(values.phone.trim()) ?? wholeNumber(phoneDigits(values.phone)),
      email: email(values.email.trim()),
    }),
  });

  const field = (name: FieldName) => ({
    value: values[name],
    error: errors[name],
    disabled: sending,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const send = async () => {
    const name = values.name.trim();
    if (source.demo) {
      setNotice(say('loyalty.demo.recommended', { name }));
      return;
    }
    try {
      const sent = await source.recommend({
        name,
        phone: values.phone.trim(),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        ...(values.country.trim() ? { country: values.country.trim() } : {}),
        ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
      });
      source.refresh(queryClient, ['wallet', 'recommendations']);
      setValues(EMPTY);
      onSent?.(sent);
    } catch (error) {
      if (isApiError(error) && error.status === 401) onUnauthorized?.();
      throw error;
    }
  };

  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        setNotice(undefined);
        void submit(event, send);
      }}
      part="recommendation-form"
    >
      <TextField
        label={say('loyalty.recommend.name')}
        required
        maxLength={100}
        autoComplete="off"
        {...field('name')}
      />
      <TextField
        label={say('loyalty.recommend.phone')}
        hint={say('loyalty.recommend.phone.hint')}
        type="tel"
        required
        maxLength={20}
        autoComplete="off"
        {...field('phone')}
      />
      <TextField
        label={say('loyalty.recommend.email')}
        type="email"
        optional
        maxLength={254}
        autoComplete="off"
        {...field('email')}
      />
      <CountryField
        countriesUrl={countriesUrl}
        value={values.country}
        error={errors.country}
        disabled={sending}
        onChange={(country) => setValues((current) => ({ ...current, country }))}
      />
      <TextAreaField
        label={say('loyalty.recommend.comment')}
        optional
        maxLength={1000}
        {...field('comment')}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      {notice && <Alert tone="info">{notice}</Alert>}
      <Actions>
        <Button type="submit" loading={sending}>
          {say(source.demo ? 'loyalty.recommend.sendDemo' : 'loyalty.recommend.send')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {say('loyalty.exchange.cancel')}
          </Button>
        )}
      </Actions>
    </Form>
  );
}
