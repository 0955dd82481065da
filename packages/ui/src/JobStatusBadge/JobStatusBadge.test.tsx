import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobStatusBadge } from './JobStatusBadge.tsx';

describe('JobStatusBadge', () => {
  it('names each status in words with its tone', () => {
    const { container } = render(
      <>
        <JobStatusBadge status="queued" />
        <JobStatusBadge status="running" />
        <JobStatusBadge status="succeeded" />
        <JobStatusBadge status="failed" />
        <JobStatusBadge status="cancelled" />
      </>,
    );
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('Succeeded')).toBeInTheDocument();
    const tone = (status: string) =>
      container.querySelector(`[data-status="${status}"]`)?.getAttribute('data-tone');
    expect(tone('queued')).toBe('neutral');
    expect(tone('running')).toBe('info');
    expect(tone('succeeded')).toBe('success');
    expect(tone('failed')).toBe('danger');
    expect(tone('cancelled')).toBe('warning');
  });

  it('uses translated labels', () => {
    render(<JobStatusBadge status="failed" labels={{ failed: 'فشلت' }} />);
    expect(screen.getByText('فشلت')).toBeInTheDocument();
  });

  it('shows an unknown status as its raw text, neutral', () => {
    const { container } = render(<JobStatusBadge status="paused" />);
    expect(screen.getByText('paused')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-tone', 'neutral');
  });
});
