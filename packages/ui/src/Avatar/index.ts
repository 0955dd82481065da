export { Avatar } from './Avatar.tsx';
export type { AvatarProps, AvatarStatus } from './Avatar.types.ts';
export { initialsOf } from './initials.ts';
