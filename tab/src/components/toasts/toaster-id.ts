/** The id of the app's single Toaster, so any component can dispatch to it. */
export const APP_TOASTER_ID = 'rollcall-toaster';

/** Alert toasts stay 5000 ms (spec part 1 §9). */
export const TOAST_TIMEOUT_MS = 5000;

/** Distance from the top of the window, so toasts clear the 56 px header instead of hiding its tabs. */
export const TOAST_OFFSET_PX = 64;
