/**
 * Quotes' routes (docs/product.md §29): a company's people read theirs, its owner and buyers ask, accept and decline
 * (`endpoints.quotes`); «Ventas» and the administrator list, answer and write them (`adminEndpoints.quotes`).
 */
import { ADMIN_MSG, formatCents, MSG } from '@store/contracts';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { endpoints } from '@store/contracts/endpoints/store';
import { quoteFilename } from '@store/contracts/quotes';
import type { FastifyPluginAsync } from 'fastify';
import { sendPrivateFile } from '../../lib/private-file.ts';
import { route } from '../../lib/route.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { companyOf } from '../company/index.ts';
import { quotePdf } from '../documents/index.ts';
import { QUOTE_PDF, withQuotePdf } from './quote-mail.ts';
import { quoteForPdf } from './quote-read.ts';
import { acceptQuote, answerQuote, createQuote, declineQuote, listQuotes, quoteDetail, requestQuote } from './service.ts';

const store = endpoints.quotes;
const admin = adminEndpoints.quotes;

/** The caller as one of a company's people (the staff: 403). */
const member = (user: AuthUser) => ({ id: user.id, companyId: companyOf(user) });

const quoteRoutes: FastifyPluginAsync = async (app) => {
  const timeZone = app.config.storeTimeZone;
  app.mailer.renderer(QUOTE_PDF, (job) => withQuotePdf(job, { db: app.db, timeZone, log: app.log }));

  const pdfOf = async (quoteId: number, companyId: number | null) => ({
    data: await quotePdf(app.db, await quoteForPdf(app.db, quoteId, companyId, timeZone), timeZone),
    mime: 'application/pdf',
    filename: quoteFilename(quoteId),
  });

  route(app, store.list, async (request) => ({ quotes: await listQuotes(app.db, companyOf(request.user), timeZone) }));
  route(app, store.get, async (request) => ({
    quote: await quoteDetail(app.db, request.params.id, companyOf(request.user), timeZone),
  }));
  route(app, store.pdf, async (request, reply) =>
    sendPrivateFile(reply, await pdfOf(request.params.id, companyOf(request.user)), 'attachment'),
  );
  route(app, store.request, async (request) => {
    const quoteid = await requestQuote(app.db, member(request.user), request.body.note ?? '', app.servicesFor(request));
    return { msg: MSG.quoteRequested(quoteid), quoteid };
  });
  route(
    app,
    store.accept,
    async (request) => {
      const placed = await acceptQuote(app.db, member(request.user), request.params.id, request.body.branchid, app.servicesFor(request));
      const msg = placed.heldOver === null ? MSG.quoteAccepted(placed.order.id) : MSG.orderAwaitingApproval(formatCents(placed.heldOver));
      return { msg, saleid: placed.order.id, changedProducts: placed.productIds };
    },
    { invalidates: 'products' },
  );
  route(app, store.decline, async (request) => {
    await declineQuote(app.db, member(request.user), request.params.id, request.body.reason, app.servicesFor(request));
    return { msg: MSG.quoteDeclined };
  });

  route(app, admin.list, async (request) => ({ quotes: await listQuotes(app.db, null, timeZone, request.query.state) }));
  route(app, admin.get, async (request) => ({ quote: await quoteDetail(app.db, request.params.id, null, timeZone) }));
  route(app, admin.pdf, async (request, reply) => sendPrivateFile(reply, await pdfOf(request.params.id, null), 'attachment'));
  route(
    app,
    admin.answer,
    async (request) => {
      const id = await answerQuote(app.db, request.user.id, request.params.id, request.body, timeZone, app.servicesFor(request));
      return { msg: ADMIN_MSG.quoteSent(id), quote: await quoteDetail(app.db, id, null, timeZone) };
    },
    { history: 'own' },
  );
  route(
    app,
    admin.create,
    async (request) => {
      const quoteid = await createQuote(app.db, request.user.id, request.body, timeZone, app.servicesFor(request));
      return { msg: ADMIN_MSG.quoteSent(quoteid), quoteid };
    },
    { history: 'own' },
  );
};
export default quoteRoutes;
