// Where focus goes when the user changes the chat's view, so a keyboard or screen reader user is
// not dropped on <body>: the new view's heading, or back to the control that opened the view.
// Never on the first mount or when the host moves the view: a widget must not steal focus.

/** Back on the list: the ticket's row the user came from, or the "New ticket" button. */
export type ListFocus = { ticketId: number } | 'newTicket';
