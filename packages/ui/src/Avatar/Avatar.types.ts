import type { HTMLAttributes } from 'react';

export type AvatarStatus = 'online' | 'away' | 'busy' | 'offline';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Full name of the person or store: the accessible name and the source of the initials. */
  name: string;
  /** Picture URL; until it loads, or if it fails, the initials show instead. */
  src?: string;
  /** Diameter: sm 24px, md 32px (default), lg 40px, xl 56px. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Round for people (default), square for stores and merchants. */
  shape?: 'circle' | 'square';
  /** Presence dot in the corner; it is also read out with the name. */
  status?: AvatarStatus;
  /** Words for the status, read after the name (translate them); defaults to English. */
  statusLabel?: string;
  /** Hide from assistive technology when the name is already written next to the avatar. */
  decorative?: boolean;
}
