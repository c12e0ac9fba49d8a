// One way to run a form (issue 24): check the fields with the SDK's rules, send once, say a refusal
// in place (on its field when the server names one), and take the user to what to fix.
import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorsOf, isApiError, type RuleResult } from '@sakhli/sdk';
import { apiMessage } from './apiMessage';
import { useFocusFirstInvalid } from './focusFirstInvalid';

/** A field's check: a failed SDK rule, a text already said, or `undefined` for a pass. */
export type FieldCheck = RuleResult | string | undefined;

/** Each field's translated error; a field without one is valid. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export interface UseFormOptions<F extends string> {
  /** The form's own checks, run on every submit before anything is sent (the SDK's rules). */
  check?: () => Partial<Record<F, FieldCheck>>;
  /**
   * What to say when the server gave no words (e.g. `error.credentials` on sign-in).
   * @defaultValue `error.somethingWrong`
   */
  fallbackId?: string;
  /**
   * After the first submit, re-run the checks as the user types, so a fixed field's error goes at
   * once (else the errors stay as the last submit found them). @defaultValue false
   */
  live?: boolean;
}

export interface Form<F extends string> {
  /** Put on the `<form>`: where focus looks for the first invalid field. */
  ref: RefObject<HTMLFormElement | null>;
  /** True while the request runs; a submit meanwhile is ignored (one request per click storm). */
  busy: boolean;
  /** The last refusal in the user's language, for an alert in place; cleared by the next submit. */
  failure: string | undefined;
  /** Each field's error: the checks' and, until the next submit, the server's. */
  errors: FormErrors<F>;
  /**
   * For `onSubmit`: checks the fields, then runs `request` unless one failed or one is running. A
   * refusal becomes `failure`, and its per-field errors (422 `data.fields` / `data.issues[0].path`)
   * land on their fields; either way focus goes to the first invalid field.
   */
  submit: (event: FormEvent | undefined, request: () => Promise<unknown>) => Promise<void>;
}

/** The hook behind every form of the widgets and the portal; see {@link Form}. */
export function useForm<F extends string = string>(options: UseFormOptions<F> = {}): Form<F> {
  const { check, fallbackId, live = false } = options;
  const intl = useIntl();
  const ref = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(ref);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [checked, setChecked] = useState<FormErrors<F>>();
  const [refused, setRefused] = useState<FormErrors<F>>({});
  // State lags a render: a second click in the same tick must still see the first one running.
  const running = useRef(false);

  const say = (result: FieldCheck): string | undefined =>
    typeof result === 'object' ? intl.formatMessage({ id: result.id }, result.values) : result;

  const submit = async (event: FormEvent | undefined, request: () => Promise<unknown>) => {
    event?.preventDefault();
    if (running.current) return;
    setFailure(undefined);
    setRefused({});
    const found = translate(check?.() ?? {}, say);
    setChecked(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      await request();
    } catch (error) {
      const message = apiMessage(intl, error, fallbackId);
      // A field the form does not show is not marked: focus then finds nothing and stays.
      const named = serverFieldErrors(error, message, (id) =>
        intl.messages[id] ? intl.formatMessage({ id }) : message,
      );
      setFailure(message);
      if (Object.keys(named).length > 0) {
        setRefused(named as FormErrors<F>);
        focusFirstInvalid();
      }
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const own = live && checked ? translate(check?.() ?? {}, say) : (checked ?? {});
  return { ref, busy, failure, errors: { ...own, ...refused }, submit };
}

function translate<F extends string>(
  checks: Partial<Record<F, FieldCheck>>,
  say: (result: FieldCheck) => string | undefined,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const [field, result] of Object.entries(checks) as [F, FieldCheck][]) {
    const text = say(result);
    if (text) errors[field] = text;
  }
  return errors;
}

/**
 * The fields a refusal names: `data.fields` (`{ email: 'validation.email' }`, message ids) or
 * `data.issues[0].path` (the refusal's own text on that field), as docs/api-assumptions.md says.
 */
function serverFieldErrors(
  error: unknown,
  message: string,
  textOf: (messageId: string) => string,
): Record<string, string> {
  if (!isApiError(error)) return {};
  const fields = fieldErrorsOf(error);
  if (fields && Object.keys(fields).length > 0) {
    return Object.fromEntries(Object.entries(fields).map(([field, id]) => [field, textOf(id)]));
  }
  // The first issue is the one the message is about (the demo API's check() says that one).
  const body = error.data as { data?: { issues?: { path?: unknown }[] } } | null | undefined;
  const path = body?.data?.issues?.[0]?.path;
  return typeof path === 'string' && path ? { [path]: message } : {};
}
