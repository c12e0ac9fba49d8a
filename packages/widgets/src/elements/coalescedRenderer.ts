// The lite embed's r2wc renderer (vite.elements.lite.config.ts aliases @r2wc/react-to-web-component
// here): as an element upgrades, r2wc asks for a render per attribute and again as it connects.
// React batches those into one; Preact renders each at once, the whole widget every time (the guest
// booking: three renders, ~150 ms at 4× CPU, in the task that upgrades it). Here the renders asked
// for in one task are made once, in a microtask, with the props as they are by then.
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import r2wc from '@r2wc/core';

interface Mounted {
  root: Root;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  queued: boolean;
  unmounted: boolean;
}

function render(mounted: Mounted, props: Record<string, unknown>): void {
  mounted.props = props;
  if (mounted.queued) return;
  mounted.queued = true;
  queueMicrotask(() => {
    mounted.queued = false;
    if (!mounted.unmounted) mounted.root.render(createElement(mounted.Component, mounted.props));
  });
}

export default function reactToWebComponent(
  Component: ComponentType<Record<string, unknown>>,
  options: Parameters<typeof r2wc>[1] = {},
) {
  return r2wc(Component, options, {
    mount(container, ReactComponent, props) {
      const mounted: Mounted = {
        root: createRoot(container),
        Component: ReactComponent as ComponentType<Record<string, unknown>>,
        props,
        queued: false,
        unmounted: false,
      };
      render(mounted, props);
      return mounted;
    },
    update: render,
    unmount(mounted) {
      mounted.unmounted = true;
      mounted.root.unmount();
    },
  });
}
