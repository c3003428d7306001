/**
 * Accounts and sessions: registration with documents, login, logout, the page cookie, the password reset
 * and change. Who the caller is (the session check itself) is the auth plugin's (plugins/auth.ts).
 */
export { default as authRoutes } from './routes.ts';
export { createSession } from './service.ts';
