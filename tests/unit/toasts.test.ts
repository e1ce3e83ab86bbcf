/**
 * The toast queue (docs/requirements/errors.md#toasts): toasts auto-dismiss, checked every 200 ms, and a toast with
 * the title of one already shown is not added. Held toasts (read by the shopper) stay until
 * released.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissToast,
  ERROR_TOAST_DURATION_MS,
  holdToast,
  releaseToast,
  showToast,
  TOAST_DURATION_MS,
  TOAST_POLL_MS,
  TOAST_RELEASE_MS,
} from '../../src/stores/toasts.ts';

describe('the toast queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => {
    $toasts.set([]);
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('adds a toast with its kind, info by default', () => {
    const id = showToast({ title: 'Added to cart', message: 'Trail boot, size 10', kind: 'success' });
    expect(id).toBeTruthy();
    showToast({ title: 'Saved' });
    expect($toasts.get().map((t) => [t.title, t.message, t.kind])).toEqual([
      ['Added to cart', 'Trail boot, size 10', 'success'],
      ['Saved', undefined, 'info'],
    ]);
  });

  it('does not add a toast whose title is already showing (trimmed), nor an empty title', () => {
    expect(showToast({ title: 'Coupon could not be applied', kind: 'error' })).not.toBeNull();
    expect(showToast({ title: '  Coupon could not be applied ', message: 'again', kind: 'error' })).toBeNull();
    expect(showToast({ title: '   ' })).toBeNull();
    expect($toasts.get()).toHaveLength(1);
  });

  it('adds the same title again once the first has gone', () => {
    const id = showToast({ title: 'Removed' })!;
    dismissToast(id);
    expect(showToast({ title: 'Removed' })).not.toBeNull();
  });

  it('dismisses at its duration, through the 200 ms poll', () => {
    showToast({ title: 'Info' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - TOAST_POLL_MS);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_POLL_MS);
    expect($toasts.get()).toHaveLength(0);
  });

  it('keeps errors longer, and honours a toast’s own duration', () => {
    showToast({ title: 'Failed', kind: 'error' });
    showToast({ title: 'Quick', durationMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect($toasts.get().map((t) => t.title)).toEqual(['Failed']);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect($toasts.get().map((t) => t.title)).toEqual(['Failed']);
    vi.advanceTimersByTime(ERROR_TOAST_DURATION_MS - TOAST_DURATION_MS - 1000);
    expect($toasts.get()).toHaveLength(0);
  });

  it('checks expiries on the poll, not between polls', () => {
    showToast({ title: 'Odd', durationMs: 250 });
    vi.advanceTimersByTime(250);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_POLL_MS * 2 - 250);
    expect($toasts.get()).toHaveLength(0);
  });

  it('holds a toast while read, and releases it with a grace period', () => {
    const id = showToast({ title: 'Read me' })!;
    holdToast(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS * 3);
    expect($toasts.get()).toHaveLength(1);
    releaseToast(id);
    vi.advanceTimersByTime(TOAST_RELEASE_MS - TOAST_POLL_MS);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_POLL_MS);
    expect($toasts.get()).toHaveLength(0);
  });

  it('dismisses one toast on request and leaves the others', () => {
    const first = showToast({ title: 'One' })!;
    showToast({ title: 'Two' });
    dismissToast(first);
    expect($toasts.get().map((t) => t.title)).toEqual(['Two']);
  });
});
