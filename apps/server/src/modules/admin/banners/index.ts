/**
 * The home page's banners (carousel pictures and videos, bottom banners) and the brand publicity, as the staff
 * edit them; every write clears the catalogue cache through its route's `invalidates`.
 */
export { default as bannerRoutes } from './routes.ts';
