/**
 * zod compiles its object parsers with `new Function` when the page allows it, and probes for that
 * by trying once. The shop's Content-Security-Policy forbids eval, so the probe is refused and the
 * browser reports a violation on every page with a form. Turned off before any schema is built:
 * this module is the entry's first import.
 */
import { z } from 'zod';

z.config({ jitless: true });
