export { MobileDrawer } from './MobileDrawer.tsx';
export type { MobileDrawerProps, SwipePoint } from './MobileDrawer.types.ts';
export { EDGE_SWIPE_ZONE_PX, isOpeningSwipe, MIN_SWIPE_DISTANCE_PX, useOpeningSwipe } from './swipe.ts';
