export interface SpinnerProps {
  /** Diameter: sm 14px (inside buttons), md 20px, lg 32px (page loading). */
  size?: 'sm' | 'md' | 'lg';
  /** What is loading, read by screen readers. */
  label?: string;
  /** Inside a labelled busy control the spinner is decoration only. */
  decorative?: boolean;
}
