/**
 * The contact form's inbox in the back office: the messages, newest first, with the unread count, and marking
 * one read or unread.
 */
export { default as contactMessageRoutes } from './routes.ts';
