// The bench's floor (issue 28 §1): plain React 19 + react-dom rendering the markup and texts of the
// guest booking's e-mail step — no data, no providers, no styles library — built with the same Vite
// as the embed. Every widget figure of `pnpm bench` is read as a ratio to this page's.
import { createRoot } from 'react-dom/client';
import './floor.css';

// The widget's own English texts (packages/widgets/src/guest-booking/messages.ts), put in by
// vite.config.mjs at build time so the floor never drifts from the step it stands for.
/* global __FLOOR_TEXTS__ */
const text = __FLOOR_TEXTS__;

function EmailStep() {
  return (
    <div data-sakhli-root="">
      <div className="stack">
        <h2>{text.heading}</h2>
        <p>{text.intro}</p>
        <form noValidate onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label htmlFor="floor-email">{text.label}</label>
            <input id="floor-email" type="email" autoComplete="email" required />
          </div>
          <button type="submit">{text.submit}</button>
        </form>
      </div>
    </div>
  );
}

createRoot(document.getElementById('root')).render(<EmailStep />);
