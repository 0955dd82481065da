import { forwardRef } from 'react';
import { Fallback, Frame, Image, Root, StatusDot } from './Avatar.styles.ts';
import type { AvatarProps, AvatarStatus } from './Avatar.types.ts';
import { initialsOf } from './initials.ts';

const STATUS_WORDS: Record<AvatarStatus, string> = {
  online: 'Online',
  away: 'Away',
  busy: 'Busy',
  offline: 'Offline',
};
const COLORS = ['accent', 'blue', 'green', 'amber'] as const;

/** The same name always gets the same fallback colour, so people are recognisable across pages. */
function colorFor(name: string): (typeof COLORS)[number] {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COLORS[hash % COLORS.length]!;
}

export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 'md', shape = 'circle', status, statusLabel, decorative = false, ...rest },
  ref,
) {
  const spoken = status ? `${name} (${statusLabel ?? STATUS_WORDS[status]})` : name;
  // The frame is the one image for assistive technology; the picture and initials inside are its pixels.
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': spoken };
  return (
    <Frame ref={ref} data-size={size} data-shape={shape} data-color={colorFor(name)} {...a11y} {...rest}>
      <Root>
        {src && <Image src={src} alt="" />}
        <Fallback delayMs={src ? 300 : undefined}>{initialsOf(name)}</Fallback>
      </Root>
      {status && <StatusDot data-status={status} />}
    </Frame>
  );
});
Avatar.displayName = 'Avatar';
