import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';

extend([a11yPlugin, mixPlugin]);

const DARK = '#000000';
const LIGHT = '#ffffff';

/**
 * The text colour (near-black or white) with the higher WCAG contrast on `background`, or null when
 * `background` is not a colour. One of the two always reaches 4.5:1, so configured colours stay legible.
 */
export function readableTextColour(background: string): string | null {
  const bg = colord(background);
  if (!bg.isValid()) return null;
  // Flatten transparency onto white: a half-transparent colour is seen over the page.
  const solid =
    bg.alpha() < 1
      ? colord(
          bg
            .mix('#ffffff', 1 - bg.alpha())
            .alpha(1)
            .toHex(),
        )
      : bg;
  return solid.contrast(DARK) >= solid.contrast(LIGHT) ? DARK : LIGHT;
}

/** A configured colour as an opaque hex string, or null when it is not a colour. */
export function solidColour(value: string): string | null {
  const c = colord(value);
  if (!c.isValid()) return null;
  return c.alpha() < 1
    ? c
        .mix('#ffffff', 1 - c.alpha())
        .alpha(1)
        .toHex()
    : c.toHex();
}
