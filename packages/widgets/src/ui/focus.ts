// Focus moves the widgets make for keyboard and screen-reader users: never on their own, only
// after something the user did, so a widget does not steal focus from the host page. A refused
// submit's move to the first invalid field is the form kit's (ui/focusFirstInvalid).
import { useEffect, type RefObject } from 'react';

/** Focuses `target` once `ready` (its content has loaded) when `wanted`. */
export function useFocusWhenReady(
  target: RefObject<HTMLElement | null>,
  wanted: boolean,
  ready = true,
): void {
  useEffect(() => {
    if (wanted && ready) target.current?.focus();
  }, [target, wanted, ready]);
}
