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
  // jsdom has no 2D canvas and logs "Not implemented" when asked; a browser without one answers
  // null, which the dashboard's charts take as "draw nothing" (features/admin/components/dashboard).
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
  // jsdom logs "Not implemented" for pseudo-element styles, which antd reads to size scrollbars.
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    getComputedStyle(element, pseudo ? undefined : pseudo);
}
