// A Dialog whose code loads when it first opens (issue 28 §3: dialogs on demand, not in a widget's
// first view). `dialogPrefetch` on the button that opens it starts the download as the user heads
// for it (pointer or focus), so it is there on the click; once opened it stays mounted, so closing
// returns focus as the Dialog does.
import { Suspense, useState } from 'react';
import type { DialogProps } from './Dialog';
import { onDemand } from './onDemand';

const loadDialog = () => import('./Dialog');
const Dialog = onDemand(() => loadDialog().then(({ Dialog: Modal }) => ({ default: Modal })));

const prefetch = () => void loadDialog().catch(() => {});

/** Spread on the button that opens the dialog. */
export const dialogPrefetch = { onPointerEnter: prefetch, onFocus: prefetch };

export function OnDemandDialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
