/**
 * The store's content: the home page's banners and brand publicity as the store reads them, and the contact
 * form. The staff edit banners in modules/admin/banners and read messages in modules/admin/contact-messages.
 */
export { default as contentRoutes } from './routes.ts';
export { homePreloads } from './service.ts';
