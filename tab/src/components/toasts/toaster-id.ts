/** The id of the app's single toast region. */
export const APP_TOASTER_ID = 'rollcall-toaster';

/** Alert toasts stay 5000 ms (spec part 1 §9). */
export const TOAST_TIMEOUT_MS = 5000;
