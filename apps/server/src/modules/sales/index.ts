/**
 * A distributor's orders: placing one from the cart (stock, credit and the order e-mails in one transaction),
 * the list and one order's detail, and the e-mails every order status change sends.
 */
export type { ApprovalDeps, ApprovalJob } from './hold.ts';
export { type NewOrderMailDeps, orderStatusMail, queueNewOrderMails } from './order-mail.ts';
export { default as salesRoutes } from './routes.ts';
export { commitOrder, type OrderLine, placeOrder, unitTotals, whatWasSold } from './service.ts';
