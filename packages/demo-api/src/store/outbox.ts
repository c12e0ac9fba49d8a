// The e-mails the demo API "sends" (2FA codes, reservation links, reset links), for demos and tests.
export interface Email {
  to: string;
  subject: string;
  text: string;
  /** The link the e-mail carries, if any (absolute URL on the portal/playground). */
  link?: string;
  /** A one-time code the e-mail carries, if any. */
  code?: string;
  sentAt: string;
}

export interface Outbox {
  send(email: Omit<Email, 'sentAt'>): Email;
  list(): readonly Email[];
  /** The newest e-mail to an address, optionally with a subject containing `about`. */
  latest(to: string, about?: string): Email | undefined;
}

export function createOutbox(now: () => Date): Outbox {
  const sent: Email[] = [];
  return {
    send(email) {
      const entry = { ...email, sentAt: now().toISOString() };
      sent.push(entry);
      return entry;
    },
    list: () => sent,
    latest: (to, about) =>
      sent.findLast(
        (e) => e.to === to && (!about || e.subject.toLowerCase().includes(about.toLowerCase())),
      ),
  };
}
