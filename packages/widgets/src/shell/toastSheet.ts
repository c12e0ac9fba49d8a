// notistack's `goober`, kept in module memory: our builds alias `goober` here (vite.shared.ts,
// tsup.config.ts), so notistack's styles never create `window._goober` or a `<style>` in the host's
// head. useMirroredToastStyles (toasts.tsx) writes the rules into our own roots instead.

/** A style object as notistack's makeStyles passes it: nested keys are selectors or at-rules. */
export interface StyleObject {
  [key: string]: string | number | StyleObject | null | undefined;
}

const rules = new Map<string, string>();
const listeners = new Set<() => void>();

/**
 * goober's `css` for plain style objects (the only form notistack uses): returns a class name and
 * adds the compiled rules to this sheet once.
 */
export function css(style: StyleObject): string {
  if (typeof style !== 'object' || style === null) {
    throw new TypeError(
      'Sakhli toast sheet: css() takes a style object (goober tagged templates are not supported)',
    );
  }
  const className = `sakhli-n${hash(JSON.stringify(style))}`;
  if (!rules.has(className)) {
    rules.set(className, compile(style, `.${className}`));
    listeners.forEach((listener) => listener());
  }
  return className;
}

/** Every rule so far, as one stylesheet text. */
export function toastSheetText(): string {
  return [...rules.values()].join('');
}

/** Calls `listener` whenever a rule is added; returns the unsubscribe. */
export function subscribeToastSheet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function compile(style: StyleObject, selector: string): string {
  let declarations = '';
  let nested = '';
  for (const [key, value] of Object.entries(style)) {
    if (value == null) continue;
    if (typeof value === 'object') {
      nested += key.startsWith('@')
        ? `${key}{${compile(value, selector)}}`
        : compile(value, nestSelector(selector, key));
    } else {
      declarations += `${propertyName(key)}:${value};`;
    }
  }
  return (declarations ? `${selector}{${declarations}}` : '') + nested;
}

/** `&` stands for the parent (`&:hover`); a plain key is a descendant (`.notistack-Collapse…`). */
function nestSelector(parent: string, key: string): string {
  // Splitting on commas is enough for notistack's keys (no `:is(a, b)` among them).
  return parent
    .split(',')
    .flatMap((outer) =>
      key
        .split(',')
        .map((inner) =>
          inner.includes('&') ? inner.replace(/&/g, outer) : `${outer} ${inner.trim()}`,
        ),
    )
    .join(',');
}

/** camelCase → kebab-case as goober does (`WebkitX` → `-webkit-x`); custom properties as given. */
function propertyName(key: string): string {
  return key.startsWith('--') ? key : key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** goober's string hash (32-bit, prime 101), in base 36. */
function hash(text: string): string {
  let out = 11;
  for (let i = 0; i < text.length; i += 1) out = (101 * out + text.charCodeAt(i)) >>> 0;
  return out.toString(36);
}
