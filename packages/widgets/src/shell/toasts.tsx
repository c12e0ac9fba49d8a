// Toasts (spec §8, §9: 60 s, success/warning default texts) that also look right in a shadow root.
// Widgets ask through a queue; notistack and the toast's look (toastStack.tsx) load with the first
// toast (issue 28 §3), so no widget's first view carries them.
import { createContext, Suspense, useContext, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { onDemand } from '../ui/onDemand';

export type ToastVariant = 'success' | 'warning' | 'error' | 'info';

export interface ToastRequest {
  message: string;
  variant: ToastVariant;
}

/** What widgets asked to show; the stack takes them once it has loaded. */
export class ToastQueue {
  private waiting: ToastRequest[] = [];
  private listeners = new Set<() => void>();
  private asked = false;

  show(request: ToastRequest): void {
    this.waiting.push(request);
    this.asked = true;
    this.listeners.forEach((listener) => listener());
  }

  /** The toasts asked for and not shown yet, handed over once. */
  take(): ToastRequest[] {
    return this.waiting.splice(0);
  }

  /** Whether any toast was ever asked for (the stack loads then). */
  readonly started = (): boolean => this.asked;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const ToastQueueContext = createContext<ToastQueue | null>(null);

export interface Toasts {
  /** spec §8: a success toast; without a message, the default 'toast.success' text. */
  success(message?: string): void;
  /** A warning toast; without a message, the default 'toast.warning' text. */
  warning(message?: string): void;
  error(message: string): void;
  info(message: string): void;
}

/** Shows toasts from the nearest `SakhliProvider`. */
export function useToast(): Toasts {
  const queue = useContext(ToastQueueContext);
  const intl = useIntl();
  return useMemo(() => {
    const show = (message: string, variant: ToastVariant) => queue?.show({ message, variant });
    return {
      success: (message) => show(message ?? intl.formatMessage({ id: 'toast.success' }), 'success'),
      warning: (message) => show(message ?? intl.formatMessage({ id: 'toast.warning' }), 'warning'),
      error: (message) => show(message, 'error'),
      info: (message) => show(message, 'info'),
    };
  }, [queue, intl]);
}

export interface ToastStackProps {
  queue: ToastQueue;
  /** Where toasts render (a node in the widget's shadow root), else notistack's `document.body`. */
  toastRoot: HTMLElement | undefined;
  /** The shadow root the toasts' positioning sheet goes into; else the page's head. */
  toastShadow: ShadowRoot | undefined;
  nonce: string | undefined;
}

const ToastStack = onDemand(() => import('./toastStack'));

/** Renders the toasts' stack from the first toast on, loading its code then. */
export function ToastOutlet(props: ToastStackProps) {
  const started = useSyncExternalStore(props.queue.subscribe, props.queue.started, () => false);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack {...props} />
    </Suspense>
  );
}
