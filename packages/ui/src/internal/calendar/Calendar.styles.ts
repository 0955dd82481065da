import styled from 'styled-components';

// Popover surface shared by the date pickers; styles react-day-picker's own class names.
export const CalendarPanel = styled.div`
  z-index: var(--ui-z-popover);
  padding: var(--ui-space-3);
  background: var(--ui-bg-surface);
  color: var(--ui-fg-default);
  border: var(--ui-border-width) solid var(--ui-border-subtle);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-lg);
  font-size: var(--ui-font-size-sm);

  &:focus-visible {
    outline: none;
  }

  .rdp-root {
    position: relative;
    /* The theme paints any [data-mode] element with the canvas colour; day-picker sets data-mode="single". */
    background-color: transparent;
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: var(--ui-space-6);
  }
  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    gap: var(--ui-space-1);
    z-index: 1;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 32px;
    block-size: 32px;
    padding: 0;
    border: 0;
    border-radius: var(--ui-radius-md);
    background: transparent;
    color: var(--ui-fg-muted);
    cursor: pointer;
  }
  .rdp-button_previous:hover,
  .rdp-button_next:hover {
    background: var(--ui-bg-hover);
    color: var(--ui-fg-default);
  }
  .rdp-button_previous[aria-disabled='true'],
  .rdp-button_next[aria-disabled='true'] {
    color: var(--ui-fg-disabled);
    background: transparent;
    cursor: not-allowed;
  }
  .rdp-chevron {
    inline-size: 16px;
    block-size: 16px;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    block-size: 32px;
    padding-inline: var(--ui-space-2);
    margin-block-end: var(--ui-space-2);
  }
  .rdp-caption_label {
    font-weight: var(--ui-font-weight-strong);
    font-size: var(--ui-font-size-md);
  }
  .rdp-month_grid {
    border-collapse: collapse;
  }
  .rdp-weekday {
    block-size: 32px;
    padding: 0;
    color: var(--ui-fg-muted);
    font-weight: 500;
    font-size: var(--ui-font-size-xs);
    text-align: center;
  }
  .rdp-day {
    inline-size: 36px;
    block-size: 36px;
    padding: 1px 0;
    text-align: center;
  }
  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 34px;
    block-size: 34px;
    padding: 0;
    border: 0;
    border-radius: var(--ui-radius-md);
    background: transparent;
    color: inherit;
    cursor: pointer;
    font-variant-numeric: tabular-nums;
  }
  .rdp-day_button:hover {
    background: var(--ui-bg-hover);
  }
  .rdp-day[data-outside] .rdp-day_button {
    color: var(--ui-fg-muted);
  }
  .rdp-day[data-today] .rdp-day_button {
    color: var(--ui-fg-accent);
    font-weight: var(--ui-font-weight-strong);
    box-shadow: inset 0 0 0 1px var(--ui-border-accent);
  }
  .rdp-day[data-disabled] .rdp-day_button {
    color: var(--ui-fg-disabled);
    background: transparent;
    text-decoration: line-through;
    cursor: not-allowed;
  }
  .rdp-range_middle {
    background: var(--ui-bg-accent-subtle);
    background-clip: content-box;
  }
  .rdp-range_middle .rdp-day_button {
    color: var(--ui-fg-default);
    border-radius: 0;
  }
  /* Range ends get a half-cell band towards the middle, drawn with logical insets so it flips in RTL. */
  .rdp-range_start,
  .rdp-range_end {
    position: relative;
  }
  .rdp-range_start::before,
  .rdp-range_end::before {
    content: '';
    position: absolute;
    inset-block: 1px;
    background: var(--ui-bg-accent-subtle);
  }
  .rdp-range_start::before {
    inset-inline: 50% 0;
  }
  .rdp-range_end::before {
    inset-inline: 0 50%;
  }
  .rdp-range_start.rdp-range_end::before {
    display: none;
  }
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button {
    position: relative;
  }
  .rdp-day[data-selected] .rdp-day_button,
  .rdp-day[data-selected][data-today] .rdp-day_button {
    background: var(--ui-bg-accent-solid);
    color: var(--ui-fg-on-solid);
    box-shadow: none;
  }
  .rdp-day.rdp-range_middle[data-selected] .rdp-day_button {
    background: transparent;
    color: var(--ui-fg-default);
  }
  .rdp-footer {
    margin-block-start: var(--ui-space-2);
    padding-inline: var(--ui-space-2);
    color: var(--ui-fg-muted);
    font-size: var(--ui-font-size-xs);
  }
  .rdp-day_button:focus-visible {
    outline: none;
    box-shadow: var(--ui-focus-ring);
  }
`;

/** Holds a one-month calendar's place in the open panel for the moment its code is loading. */
export const CalendarPlaceholder = styled.div`
  inline-size: calc(7 * 36px);
  block-size: calc(8 * 36px);
`;
