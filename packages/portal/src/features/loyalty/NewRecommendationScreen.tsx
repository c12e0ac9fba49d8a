// /loyalty/new-recommendation (spec §2): create a recommendation, as a wizard with first, between
// and last steps (spec §2 layout); each step's fields are checked with the SDK rules before moving on.
import { Fragment, useState } from 'react';
import styled from '@emotion/styled';
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { createRecommendation, email, required, validate, wholeNumber } from '@sakhli/sdk';
import {
  TextAreaField,
  TextField,
  Wizard,
  useSakhliClient,
  useToast,
  type WizardStep,
} from '@sakhli/widgets';
import { ScreenHeading } from '../../app/layout/ScreenHeading';
import { t } from '../../app/layout/tokens';
import { ruleText } from '../auth/parts';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${t('space4')};
  max-width: 560px;
  dl {
    margin: 0;
  }
  dt {
    font-weight: ${t('fontWeightBold')};
  }
  dd {
    margin: 0 0 ${t('space3')};
  }
`;

type Values = { name: string; phone: string; email: string; comment: string };
type Errors = Partial<Record<keyof Values, string>>;

/** Each answer's label, on its field and in the review. */
const labelIds: Record<keyof Values, string> = {
  name: 'portal.recommend.name',
  phone: 'portal.recommend.phone',
  email: 'portal.recommend.email',
  comment: 'portal.recommend.comment',
};

/** The digits of a phone number (spaces, dashes, brackets and a leading + allowed). */
function phoneDigits(phone: string): string {
  return phone.replace(/[\s()+-]/g, '');
}

export function NewRecommendationScreen() {
  const intl = useIntl();
  const client = useSakhliClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<Values>({ name: '', phone: '', email: '', comment: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  /** What every field of an answer takes: its label, value, error and change handler. */
  const field = (name: keyof Values) => ({
    label: <FormattedMessage id={labelIds[name]} />,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const check = (index: number): boolean => {
    const found: Errors =
      index === 0
        ? {
            name: ruleText(required(values.name), intl),
            phone: ruleText(
              validate(values.phone, required) ?? wholeNumber(phoneDigits(values.phone)),
              intl,
            ),
          }
        : index === 1
          ? { email: ruleText(email(values.email), intl) }
          : {};
    setErrors(found);
    return !Object.values(found).some(Boolean);
  };

  const finish = async () => {
    setSending(true);
    try {
      const { message } = await createRecommendation(client, {
        name: values.name.trim(),
        phone: values.phone.trim(),
        ...(values.email.trim() ? { email: values.email.trim() } : {}),
        ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
      });
      toast.success(
        message ?? intl.formatMessage({ id: 'portal.recommend.sent' }, { name: values.name }),
      );
      await navigate({ to: '/loyalty' });
    } catch {
      // The error policy showed the server's message; the answers stay for another try.
      setSending(false);
    }
  };

  const steps: WizardStep[] = [
    {
      id: 'who',
      title: <FormattedMessage id="portal.recommend.step.who" />,
      content: (
        <Fields>
          <TextField {...field('name')} autoComplete="off" required />
          <TextField {...field('phone')} type="tel" required />
        </Fields>
      ),
    },
    {
      id: 'more',
      title: <FormattedMessage id="portal.recommend.step.more" />,
      content: (
        <Fields>
          <TextField {...field('email')} type="email" optional />
          <TextAreaField {...field('comment')} optional />
        </Fields>
      ),
    },
    {
      id: 'review',
      title: <FormattedMessage id="portal.recommend.step.review" />,
      content: (
        <Fields>
          <dl>
            {/* Name and phone are required; e-mail and comment only when given. */}
            {(Object.keys(labelIds) as (keyof Values)[])
              .filter((name) => values[name])
              .map((name) => (
                <Fragment key={name}>
                  <dt>
                    <FormattedMessage id={labelIds[name]} />
                  </dt>
                  <dd>{values[name]}</dd>
                </Fragment>
              ))}
          </dl>
        </Fields>
      ),
    },
  ];

  return (
    <>
      <ScreenHeading id="portal.title.newRecommendation" />
      <p>
        <FormattedMessage id="portal.recommend.intro" />
      </p>
      <Wizard
        steps={steps}
        canLeave={check}
        onFinish={finish}
        finishing={sending}
        finishLabel={<FormattedMessage id="portal.recommend.send" />}
      />
    </>
  );
}
