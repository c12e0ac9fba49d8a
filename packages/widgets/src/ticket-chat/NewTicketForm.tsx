// The new-ticket form (spec §7 POST api/tickets): department, type, subject and message, an
// optional file checked before upload with its progress; opens the new ticket (`data.ticketId`).
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTicketCall,
  errorsInPlace,
  newIdempotencyKey,
  TICKET_ATTACHMENT,
  ticketDepartmentsQuery,
  ticketKeys,
  ticketTypes,
  uploadWithProgress,
  type KeyValueStorage,
  type TicketType,
} from '@sakhli/sdk';
import { useInPlaceClient, useSakhliClient } from '../shell/context';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { FileField } from '../ui/FileField';
import { useFocusWhenReady } from '../ui/focus';
import { Bar, Heading, Stack } from '../ui/layout';
import { SelectField } from '../ui/SelectField';
import { TextAreaField, TextField } from '../ui/TextField';
import { useForm } from '../ui/useForm';
import { readChatMemory, useChatStorage, writeChatMemory } from './chatMemory';
import { FailedInPlace } from '../ui/FailedInPlace';

const Form = Stack.withComponent('form');

export interface NewTicketFormProps {
  storage?: KeyValueStorage | undefined;
  /** Keeps this widget instance's drafts apart from another's. */
  instance: string;
  onCreated: (ticketId: number) => void;
  onCancel: () => void;
  /** The user opened the form: focus its heading. */
  focusHeading?: boolean;
}

/** spec §5 "Field is required." without the SDK's rules module (~0.9 KB the chat has no other use for). */
const missing = (value: string) =>
  value.trim() ? undefined : { id: 'validation.required' as const };

interface Draft {
  subject: string;
  comment: string;
}

/** The form's text survives a failure and a reload like a conversation draft does. */
function readDraft(storage: KeyValueStorage): Draft {
  try {
    const parsed = JSON.parse(readChatMemory(storage, 'new').draft || '{}') as Partial<Draft>;
    return { subject: parsed.subject ?? '', comment: parsed.comment ?? '' };
  } catch {
    return { subject: '', comment: '' };
  }
}

export function NewTicketForm({
  storage: custom,
  instance,
  onCreated,
  onCancel,
  focusHeading = false,
}: NewTicketFormProps) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id });
  const client = useSakhliClient();
  // A refused ticket is said in the form's alert: not toasted too.
  const sender = useInPlaceClient();
  const queryClient = useQueryClient();
  const storage = useChatStorage(custom, instance);
  // The select's options: a failure is said beside it with its retry (no ticket goes without one).
  const departments = useQuery(ticketDepartmentsQuery(errorsInPlace(client)));
  const [department, setDepartment] = useState('');
  const [type, setType] = useState<TicketType | ''>('');
  const [draft, setDraft] = useState(() => readDraft(storage));
  // Another sign-in brings another storage: its draft replaces what this one had typed.
  const [draftOf, setDraftOf] = useState(storage);
  if (draftOf !== storage) {
    setDraftOf(storage);
    setDraft(readDraft(storage));
  }
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number>();
  const intent = useRef<{ answers: string; key: string }>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenReady(heading, focusHeading);
  // A refused submit: focus goes to the first field that says what is missing; once tried, each
  // field's error goes as soon as it is filled.
  const {
    ref: formRef,
    busy: sending,
    failure,
    errors,
    submit,
  } = useForm({
    live: true,
    check: () => ({
      department: missing(department),
      type: missing(type),
      subject: missing(draft.subject),
      comment: missing(draft.comment),
    }),
  });

  useEffect(() => {
    const empty = !draft.subject && !draft.comment;
    writeChatMemory(storage, 'new', { draft: empty ? '' : JSON.stringify(draft), pending: [] });
  }, [storage, draft]);

  const send = async () => {
    // The same ticket sent again (after a lost answer) keeps its key: the server answers with the
    // ticket it made, never a second one; changed text is a new ticket (issue 16 §5).
    const answers = JSON.stringify([department, type, draft, file && [file.name, file.size]]);
    if (intent.current?.answers !== answers) intent.current = { answers, key: newIdempotencyKey() };
    try {
      const call = {
        ...createTicketCall({
          department_id: Number(department),
          type: type as TicketType,
          subject: draft.subject.trim(),
          comment: draft.comment,
          file,
        }),
        idempotencyKey: intent.current.key,
      };
      const { data } = await uploadWithProgress(sender, call, (p) =>
        setProgress(p.fraction === undefined ? undefined : Math.round(p.fraction * 100)),
      );
      writeChatMemory(storage, 'new', { draft: '', pending: [] });
      void queryClient.invalidateQueries({ queryKey: ticketKeys.lists() });
      onCreated(data.ticketId);
    } catch (error) {
      // The text stays in the form (and in storage) for another try; the hook says why.
      setProgress(undefined);
      throw error;
    }
  };

  return (
    <Form ref={formRef} noValidate onSubmit={(event) => void submit(event, send)}>
      <Bar>
        <Heading ref={heading} tabIndex={-1}>
          {say('ticketChat.new')}
        </Heading>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {say('ticketChat.back')}
        </Button>
      </Bar>
      <SelectField
        label={say('ticketChat.filter.department')}
        required
        value={department}
        error={errors.department}
        options={(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        onChange={(event) => setDepartment(event.target.value)}
      />
      {/* A toast would go and leave an empty select; no ticket can be sent without one. */}
      <FailedInPlace query={departments} title={say('ticketChat.departments.failed')} />
      <SelectField
        label={say('ticketChat.type')}
        required
        value={type}
        error={errors.type}
        options={ticketTypes.map((t) => ({ value: t, label: say(`ticketChat.type.${t}`) }))}
        onChange={(event) => setType(event.target.value as TicketType | '')}
      />
      <TextField
        label={say('ticketChat.form.subject')}
        required
        maxLength={200}
        value={draft.subject}
        error={errors.subject}
        onChange={(event) => setDraft((d) => ({ ...d, subject: event.target.value }))}
      />
      <TextAreaField
        label={say('ticketChat.form.comment')}
        required
        value={draft.comment}
        error={errors.comment}
        onChange={(event) => setDraft((d) => ({ ...d, comment: event.target.value }))}
      />
      <FileField
        label={say('ticketChat.form.file')}
        optional
        hint={say('ticketChat.form.fileHint')}
        value={file}
        onChange={setFile}
        accept={[...TICKET_ATTACHMENT.types]}
        maxBytes={TICKET_ATTACHMENT.maxBytes}
        {...(progress !== undefined ? { progress } : {})}
        disabled={sending}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Bar>
        <Button type="submit" loading={sending}>
          {say('ticketChat.form.submit')}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {say('ticketChat.form.cancel')}
        </Button>
      </Bar>
    </Form>
  );
}
