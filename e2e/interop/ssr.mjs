// A Node process with no DOM globals (a server renderer's): imports every public entry of the built
// @sakhli/widgets and @sakhli/sdk, then renders each widget to a string inside SakhliProvider.
// Prints one JSON line for the interop suite (interop.e2e.test.ts); never throws itself.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packages = fileURLToPath(new URL('../../packages/', import.meta.url));
const DOM_GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'customElements',
  'matchMedia',
  'ShadowRoot',
];

/** The files a consumer's `import` resolves to: package.json's published exports (the dist/). */
function publicEntries(name) {
  const manifest = JSON.parse(readFileSync(`${packages}${name}/package.json`, 'utf8'));
  const exports = manifest.publishConfig?.exports ?? manifest.exports;
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target.import)
    .map(([path, target]) => ({
      entry: `@sakhli/${name}${path.slice(1)}`,
      file: pathToFileURL(`${packages}${name}/${target.import}`).href,
    }));
}

/** Props a widget is rendered with on a server (no session: what a signed-out first paint shows). */
const WIDGETS = {
  'sakhli-guest-booking': ['GuestBooking', { apartmentId: 101, hash: 'abc' }],
  'sakhli-booking-change': ['BookingChange', { mode: 'cancel', bookingId: 5004, token: 't' }],
  'sakhli-ticket-chat': ['TicketChat', {}],
  'sakhli-apartment-bills': ['ApartmentBills', { apartmentId: 101 }],
  'sakhli-loyalty-wallet': ['LoyaltyWallet', { testMode: true }],
};

const message = (error) =>
  String(error?.stack ?? error)
    .split('\n')
    .slice(0, 4)
    .join(' | ');
const present = () => DOM_GLOBALS.filter((name) => name in globalThis);
const report = {
  domGlobalsAtStart: present(),
  entries: [],
  widgets: [],
  globalsAdded: [],
  consoleErrors: [],
};
// React reports a render problem it recovers from (a hook without a server snapshot…) here.
console.error = (...args) => report.consoleErrors.push(args.map(String).join(' ').slice(0, 300));
const before = new Set(Object.getOwnPropertyNames(globalThis));

const modules = {};
for (const { entry, file } of [...publicEntries('widgets'), ...publicEntries('sdk')]) {
  try {
    modules[entry] = await import(file);
    report.entries.push({ entry, ok: true, exports: Object.keys(modules[entry]).length });
  } catch (error) {
    report.entries.push({ entry, ok: false, error: message(error) });
  }
}

const widgets = modules['@sakhli/widgets'];
if (widgets) {
  // React from the widgets' own node_modules: the copy the built package resolves (one React).
  const resolveFrom = pathToFileURL(`${packages}widgets/package.json`).href;
  const { createElement } = await import(import.meta.resolve('react', resolveFrom));
  const { renderToString } = await import(import.meta.resolve('react-dom/server', resolveFrom));
  // A server renderer loads the language's texts first (docs/widgets.md, issue 28 §2): the first
  // render then has them, as the browser's hydration will.
  await widgets.loadLanguage('ge');
  for (const [tag, [name, props]] of Object.entries(WIDGETS)) {
    try {
      const html = renderToString(
        createElement(
          widgets.SakhliProvider,
          { apiBase: 'https://api.example.test/', language: 'ge' },
          createElement(widgets.WidgetRoot, null, createElement(widgets[name], props)),
        ),
      );
      report.widgets.push({ tag, component: name, ok: html.length > 0, length: html.length });
    } catch (error) {
      report.widgets.push({ tag, component: name, ok: false, error: message(error) });
    }
  }
}
report.globalsAdded = Object.getOwnPropertyNames(globalThis).filter((name) => !before.has(name));
process.stdout.write(`${JSON.stringify(report)}\n`);
