// spec §8 global error handling: the SDK policy's decision, carried out by the portal.
import { logout, LOGIN_ROUTE, type ErrorAction, type Session } from '@sakhli/sdk';

export const NOT_FOUND_ROUTE = '/404';

export interface ErrorHandlerDeps {
  session: Session;
  /** The current path, so a 401 on the login screen does not navigate again. */
  currentPath: () => string;
  navigate: (to: string) => void;
  /** An error toast with the server's message, or the fallback message id's text. */
  toast: (message: string | undefined, fallbackMessageId: string) => void;
  /** Drops cached data of the signed-out user. */
  onSignedOut?: () => void;
}

/** Carries out one decision of the SDK's error policy (spec §8). */
export function handleErrorAction(action: ErrorAction, deps: ErrorHandlerDeps): void {
  switch (action.type) {
    case 'sign-out':
      // spec §8: 401 clears the user and goes to login, unless already there.
      logout(deps.session);
      deps.onSignedOut?.();
      if (deps.currentPath() !== LOGIN_ROUTE) deps.navigate(LOGIN_ROUTE);
      return;
    case 'not-found':
      deps.navigate(NOT_FOUND_ROUTE);
      return;
    case 'toast':
      deps.toast(action.message, action.fallbackMessageId);
      return;
    case 'silent':
    case 'caller':
      return;
  }
}

/** Toasts asked for before the toast provider mounted are shown once it does. */
export function createToastBridge() {
  let show: ((text: string) => void) | undefined;
  const queued: string[] = [];
  return {
    show(text: string) {
      if (show) show(text);
      else queued.push(text);
    },
    attach(next: (text: string) => void) {
      show = next;
      queued.splice(0).forEach((text) => next(text));
      return () => {
        if (show === next) show = undefined;
      };
    },
  };
}
export type ToastBridge = ReturnType<typeof createToastBridge>;
