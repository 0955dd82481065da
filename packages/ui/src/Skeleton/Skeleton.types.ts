import type { CSSProperties, HTMLAttributes } from 'react';

export interface SkeletonRootProps extends HTMLAttributes<HTMLDivElement> {
  /** What is loading, read by screen readers instead of the placeholder shapes (e.g. "Loading orders"). */
  label: string;
}

export interface SkeletonTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** Number of text lines; the last of several is shorter, like the end of a paragraph. */
  lines?: number;
  /** Inline size of the block of lines (a CSS length or percentage); defaults to the full width. */
  inlineSize?: CSSProperties['inlineSize'];
}

export interface SkeletonCircleProps extends HTMLAttributes<HTMLSpanElement> {
  /** Diameter in pixels, e.g. an avatar or a store logo. */
  size?: number;
}

export interface SkeletonRectProps extends HTMLAttributes<HTMLSpanElement> {
  /** Inline size (a CSS length or percentage); defaults to the full width. */
  inlineSize?: CSSProperties['inlineSize'];
  /** Block size (a CSS length or percentage), e.g. an image or a chart area. */
  blockSize?: CSSProperties['blockSize'];
}
