/** The demo account's fixed identity (spec part 1 §6: the demo user is known by a fixed email). */
export const DEMO_EMAIL = 'demo@rollcall.example';
export const DEMO_PASSWORD = 'rollcall-demo';
export const DEMO_ACCOUNT_NAME = 'Rollcall Demo';
