/**
 * Turns off zod's JIT before any schema is built. zod compiles object parsers with `new Function`
 * when eval is allowed, and even its probe for that counts as an eval that the page's CSP
 * (script-src 'self') refuses and reports. main.tsx imports this module first.
 */
import { z } from 'zod';

z.config({ jitless: true });
