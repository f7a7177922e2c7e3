/**
 * Browser APIs jsdom does not implement but antd calls while rendering. They are stand-ins for
 * the platform, not for application code.
 */
export function installJsdomGaps(): void {
  if (!window.matchMedia) {
    // antd's responsive observer (Grid, Layout.Sider, Descriptions) subscribes to media queries.
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  }
  // jsdom logs "Not implemented" for pseudo-element styles, which antd reads to size scrollbars.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    getComputedStyle(element, pseudo ? undefined : pseudo);
}

interface JsdomEvents {
  listeners(event: string): ((...args: unknown[]) => void)[];
  removeAllListeners(event: string): void;
  on(event: string, listener: (...args: unknown[]) => void): void;
}

/**
 * jsdom reports every failed XHR (a dropped socket, a refused connection) on the console, as a
 * browser's network log would. Tests that fail connections on purpose capture those reports
 * instead; the returned list holds them, and the capture ends with the returned `restore`.
 */
export function captureJsdomNetworkErrors(): { errors: Error[]; restore: () => void } {
  const events = (window as unknown as { _virtualConsole?: JsdomEvents })._virtualConsole;
  const errors: Error[] = [];
  if (!events) return { errors, restore: () => undefined };
  const previous = events.listeners('jsdomError');
  events.removeAllListeners('jsdomError');
  events.on('jsdomError', (error) => errors.push(error as Error));
  return {
    errors,
    restore: () => {
      events.removeAllListeners('jsdomError');
      for (const listener of previous) events.on('jsdomError', listener);
    },
  };
}
