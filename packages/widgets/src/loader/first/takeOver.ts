// The widget's takeover of a first view painted before the runtime arrived (issue 28 §5): once the
// widget has drawn its own, what the reader typed or ticked, where the focus was and a submit held
// back all carry over, and no frame shows both views or neither. Part of the painter's file, so a
// widget without a first view carries none of it.
import { FIRST_VIEW_HANDLE, ROOT_ATTRIBUTE, type FirstViewHandle } from './markers';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Set on the view when the reader submitted one of its forms: the form's index, made again. */
export const FIRST_VIEW_SUBMIT = 'data-sakhli-first-submit';

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const changed = (field: Field): boolean =>
  isToggle(field)
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;

/** The focused field's name, if the focus is in the view. */
function focusIn(root: ShadowRoot, view: HTMLElement): string | undefined {
  const focused = root.activeElement as Field | null;
  return focused && view.contains(focused) ? focused.name : undefined;
}

/** The widget shows something a reader can read or use (not an empty root or only a skeleton). */
function drawn(content: HTMLElement): boolean {
  return Array.from(
    content.querySelectorAll('h1, h2, h3, h4, p, input, textarea, select, [role="alert"]'),
  ).some((element) => !element.closest('[aria-busy="true"]'));
}

/** Skeletons (the shared LoadingState): parts still on their way. */
const skeletons = (content: HTMLElement) =>
  content.querySelectorAll('[role="status"][aria-busy="true"]').length;

/** The buttons in `root` that say what `button` says: a pressed one is found again by its place among them. */
const saying = (root: HTMLElement, button: Element) =>
  Array.from(root.querySelectorAll('button')).filter((b) => b.textContent === button.textContent);

/** Sets a field as a reader would, so the widget's own change handlers see it (React and Preact). */
function carry(from: Field, to: Field): void {
  if (isToggle(to)) {
    if (isToggle(from) && to.checked !== from.checked) to.click();
    return;
  }
  // The prototype's setter, past React's value tracker, so the input event reads as a change.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The handle the element uses to take `view` (painted in `root`) over. The view keeps
 * its fields' values when Preact takes it out of the DOM; the focus is read as the element upgrades.
 */
export function takeOverHandle(
  root: ShadowRoot,
  view: HTMLElement,
  stillApplies: () => boolean = () => true,
): FirstViewHandle {
  let keptFocus: string | undefined;
  // A button that submits nothing (Exchange, a pager's Next), pressed again on the widget's.
  let pressed: HTMLButtonElement | undefined;
  view.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button');
    if (button?.type === 'button') pressed = button;
  });

  const takeOver = (content: HTMLElement) => {
    const focus = view.isConnected ? focusIn(root, view) : keptFocus;
    const submitted = view.getAttribute(FIRST_VIEW_SUBMIT);
    const fields = Array.from(view.querySelectorAll<Field>('input, textarea, select'));
    delete (root as unknown as Record<symbol, unknown>)[FIRST_VIEW_HANDLE];
    // The view's rules stay (adopt): its hiding rule matches nothing once the view is gone.
    const style = view.querySelector('style');
    if (style) root.prepend(style);
    view.remove();
    const named = (name: string) =>
      Array.from(content.querySelectorAll<Field>('input, textarea, select')).find(
        (field) => field.name === name,
      );
    for (const field of fields) {
      const target = field.name && changed(field) ? named(field.name) : undefined;
      if (target) carry(field, target);
    }
    if (focus) named(focus)?.focus({ preventScroll: true });
    const form = submitted === null ? null : content.querySelectorAll('form')[Number(submitted)];
    // After the carried values have re-rendered the form, so its submit reads them.
    if (form) setTimeout(() => form.requestSubmit());
    const again = pressed && saying(content, pressed)[saying(view, pressed).indexOf(pressed)];
    if (again) setTimeout(() => again.click());
  };
  // Taken over only by a widget with no more skeletons than the view has (none for a signed-out
  // state; the history's alone for the wallet's test mode, whose table picks its layout from its
  // width), never by one showing less.
  const waitingInView = skeletons(view);

  return {
    adopt({ key, inserted }) {
      const prefix = `${key}-`;
      view.querySelectorAll('[class]').forEach((node) =>
        node.classList.forEach((name) => {
          if (name.startsWith(prefix)) inserted[name.slice(prefix.length)] = true;
        }),
      );
    },
    keep() {
      keptFocus = focusIn(root, view);
    },
    takeOverWhenDrawn() {
      let done = false;
      let frame = 0;
      const attempt = () => {
        frame = 0;
        // The widget's own root: a child of the shadow root beside the view.
        const content = Array.from(root.children).find(
          (child): child is HTMLElement => child !== view && child.hasAttribute(ROOT_ATTRIBUTE),
        );
        // A view that no longer applies (a signed-out view, and the page gave a session since)
        // leaves at once: the widget's skeleton says what is coming, the view would not.
        if (done || !content) return;
        const ready = drawn(content) && skeletons(content) <= waitingInView;
        if (!ready && stillApplies()) return;
        done = true;
        observer.disconnect();
        takeOver(content);
      };
      // Looked at in the next frame, before its paint: the widget's commit and the swap (the view
      // out, the widget's root shown, what was typed carried over) are then two tasks, each shorter
      // than the one they made together (the lite guest booking's: one of 61 ms at 4× CPU); the
      // widget's root stays hidden until the swap, so no frame shows both views or neither.
      const soon = () => {
        if (!frame && !done) frame = requestAnimationFrame(attempt);
      };
      const observer = new MutationObserver(soon);
      observer.observe(root, { childList: true, subtree: true, attributes: true });
      soon();
      return () => {
        done = true;
        observer.disconnect();
        cancelAnimationFrame(frame);
      };
    },
  };
}
