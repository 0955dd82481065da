export interface RouteProgressBarProps {
  /** True while a route is loading; the bar stays a moment after it turns false so quick navigations still show. */
  active: boolean;
  /** Accessible name of the progress bar; "Loading page" by default (pass the translated text). */
  label?: string;
  /** A known completion between 0 and 100; omit to let the bar creep forward on its own. */
  value?: number;
  /** Shortest time in ms the bar stays on screen once shown; 300 by default. */
  minVisibleMs?: number;
}
