// Takes over the first view the loader painted before the runtime arrived (loader/first/paint.ts,
// issue 28 §5) once the widget has drawn its own: what the reader typed or ticked, where the focus
// was and a submit held back all carry over, and no frame shows both views or neither.
import { FIRST_VIEW, FIRST_VIEW_SHEET, FIRST_VIEW_SUBMIT } from '../loader/first/markers';
import { ROOT_ATTRIBUTE } from './hostStyles';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What the reader did in a first view: the fields they changed, the focus, a held submit. */
export interface FirstViewState {
  fields: { name: string; value: string; checked: boolean }[];
  focus?: string;
  /** The index of the form submitted, if one was. */
  submitted: number | null;
}

/** A painted first view and what had been done in it when the widget first rendered. */
export interface FirstView {
  view: HTMLElement;
  /**
   * Read at the widget's first render: Preact (the lite embed) removes what it did not render from
   * its container as it renders, so the view may be gone by the takeover.
   */
  state: FirstViewState;
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changed = (field: Field): boolean =>
  isToggle(field)
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;

function readView(view: HTMLElement): FirstViewState {
  const root = view.getRootNode() as ShadowRoot;
  const focused = root.activeElement as Field | null;
  const submitted = view.getAttribute(FIRST_VIEW_SUBMIT);
  return {
    fields: Array.from(view.querySelectorAll<Field>('input, textarea, select'))
      .filter((field) => field.name && changed(field))
      .map((field) => ({
        name: field.name,
        value: field.value,
        checked: isToggle(field) && field.checked,
      })),
    ...(focused && view.contains(focused) && focused.name ? { focus: focused.name } : {}),
    submitted: submitted === null ? null : Number(submitted),
  };
}

const viewIn = (root: ShadowRoot | null | undefined) =>
  // A child of the root: `:scope` matches no shadow root, so no selector says it.
  Array.from(root?.children ?? []).find(
    (child): child is HTMLElement => child instanceof HTMLElement && child.hasAttribute(FIRST_VIEW),
  );

/** First views read as their element became the widget, before anything rendered into the root. */
const kept = new WeakMap<ShadowRoot, FirstView>();

/**
 * Reads the first view in `root`, if one waits there, as the element becomes the widget: Preact
 * (the lite embed) empties a container as it first renders into it, before the widget's first
 * render could read it. Returns whether there was one.
 */
export function keepFirstView(root: ShadowRoot | null | undefined): root is ShadowRoot {
  const view = viewIn(root);
  if (view) kept.set(root!, { view, state: readView(view) });
  return view !== undefined;
}

/** The first view painted in an element's shadow root, if one is waiting, with what was done in it. */
export function firstViewOf(root: ShadowRoot | null | undefined): FirstView | null {
  const view = viewIn(root);
  if (view) return { view, state: readView(view) };
  return (root && kept.get(root)) ?? null;
}

/** The widget shows something a reader can read or use (not an empty root or only a skeleton). */
function drawn(content: HTMLElement): boolean {
  return Array.from(
    content.querySelectorAll('h1, h2, h3, h4, p, input, textarea, select, [role="alert"]'),
  ).some((element) => !element.closest('[aria-busy="true"]'));
}

/** Sets a field the way a reader would, so the widget's own change handlers see it (React and Preact). */
function carry(value: FirstViewState['fields'][number], to: Field): void {
  if (isToggle(to)) {
    if (to.checked !== value.checked) to.click();
    return;
  }
  // The prototype's setter, past React's value tracker, so the input event reads as a change.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set?.call(to, value.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
}

function takeOver({ view, state: early }: FirstView, root: ShadowRoot, content: HTMLElement): void {
  const state = view.isConnected ? readView(view) : early;
  kept.delete(root);
  view.remove();
  // Where the painter had no constructed sheets, its <style> went with the view.
  if (root.adoptedStyleSheets) {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter(
      (sheet) => !(sheet as unknown as Record<symbol, unknown>)[FIRST_VIEW_SHEET],
    );
  }
  const named = (name: string) =>
    Array.from(content.querySelectorAll<Field>('input, textarea, select')).find(
      (field) => field.name === name,
    );
  for (const field of state.fields) {
    const target = named(field.name);
    if (target) carry(field, target);
  }
  if (state.focus) named(state.focus)?.focus({ preventScroll: true });
  if (state.submitted !== null) {
    const form = content.querySelectorAll('form')[state.submitted];
    // After the carried values have re-rendered the form, so its submit reads them.
    if (form) setTimeout(() => form.requestSubmit());
  }
}

/** The widget's own root in the shadow root, once it is there. */
const contentOf = (root: ShadowRoot, view: HTMLElement) =>
  Array.from(root.children).find(
    (child): child is HTMLElement => child !== view && child.hasAttribute(ROOT_ATTRIBUTE),
  );

/**
 * Replaces the first view by the widget's content as soon as that is drawn: at once if it is, else
 * when it is (a widget whose texts are still on their way draws later). Returns the cancel.
 */
export function takeOverWhenDrawn(first: FirstView, root: ShadowRoot): () => void {
  let done = false;
  const attempt = () => {
    const content = contentOf(root, first.view);
    if (done || !content || !drawn(content)) return;
    done = true;
    observer.disconnect();
    takeOver(first, root, content);
  };
  const observer = new MutationObserver(attempt);
  observer.observe(root, { childList: true, subtree: true, attributes: true });
  // A microtask: after the commit (events fired in it would land mid-commit), before the paint.
  queueMicrotask(attempt);
  return () => {
    done = true;
    observer.disconnect();
  };
}
