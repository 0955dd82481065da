const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for '#rgb' and '#rrggbb' (any case). */
export function isHexColor(text: string): boolean {
  return HEX.test(text.trim());
}

/** '#ABC' → '#aabbcc'; the form every consumer (and <input type="color">) accepts. */
export function normalizeHex(text: string): string {
  const hex = text.trim().toLowerCase();
  if (hex.length === 4) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`;
  return hex;
}
