import { config } from 'zod';

// zod compiles its object checks with new Function() after probing whether eval is allowed. Our
// Content-Security-Policy (script-src 'self') forbids it, and the refused probe is a security issue the
// browser reports (Lighthouse's best practices). Imported first by entry-client.tsx, before any schema.
config({ jitless: true });
