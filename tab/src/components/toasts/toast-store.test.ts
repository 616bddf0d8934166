import { describe, expect, it } from 'vitest';
import { addToast, currentToasts, isConfirmation, removeToast, subscribeToasts } from './toast-store.ts';

describe('the toast store', () => {
  it('adds and removes toasts and tells its listeners each time', () => {
    let calls = 0;
    const unsubscribe = subscribeToasts(() => calls++);
    const id = addToast({ message: 'Updated', intent: 'success' });
    expect(currentToasts().map((toast) => toast.message)).toContain('Updated');
    removeToast(id);
    removeToast(id);
    expect(currentToasts().some((toast) => toast.id === id)).toBe(false);
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('treats success and info as confirmations (announced politely, nothing to focus)', () => {
    expect(isConfirmation('success')).toBe(true);
    expect(isConfirmation('info')).toBe(true);
    expect(isConfirmation('warning')).toBe(false);
    expect(isConfirmation('error')).toBe(false);
  });
});
