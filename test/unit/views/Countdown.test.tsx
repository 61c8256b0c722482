// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from '../../../src/views/mint/Countdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks once a second, measured against its target', () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    render(<Countdown target={new Date('2026-11-25T12:01:05Z')} />);
    const timer = screen.getByRole('timer', { name: 'Time left' });
    expect(timer).toHaveTextContent('1 minute5 seconds');
    act(() => vi.advanceTimersByTime(999));
    expect(timer).toHaveTextContent('1 minute5 seconds');
    act(() => vi.advanceTimersByTime(1));
    expect(timer).toHaveTextContent('1 minute4 seconds');
    act(() => vi.advanceTimersByTime(4_000));
    expect(timer).toHaveTextContent('1 minute0 seconds');
  });
});
