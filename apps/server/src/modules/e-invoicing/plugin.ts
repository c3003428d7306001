/**
 * Invoicing in the running store: the certificate opened once at start (a bad one stops the start, saying
 * why), the 'e-invoice' job that takes each document to the SRI's verdict, and what an order's move issues.
 */
import { readFileSync } from 'node:fs';
import type { SaleStatus } from '@store/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../../db/client.ts';
import type { Queue } from '../../plugins/queue.ts';
import { INVOICE_MAIL, queueInvoiceMail, withInvoiceFiles } from './invoice-mail.ts';
import { advanceDocument, type Invoicing, issueDocument } from './service.ts';
import { CertificateError, openCertificate } from './signature.ts';
import { sriDefaultEndpoints } from './sri-client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** null: invoicing is off (SRI_CERT_PATH unset) */
    invoicing: Invoicing | null;
  }
}

export interface EInvoiceJob {
  id: number;
}

export const invoicingPlugin = fp(
  async (app: FastifyInstance) => {
    const { sri, storeTimeZone } = app.config;
    if (!sri) {
      app.decorate('invoicing', null);
      app.log.info('electronic invoicing is off: SRI_CERT_PATH is unset');
      return;
    }
    let p12: Buffer;
    try {
      p12 = readFileSync(sri.certPath);
    } catch {
      throw new CertificateError(`SRI_CERT_PATH: cannot read ${sri.certPath}`);
    }
    const identity = await openCertificate(p12, sri.certPassword);
    const defaults = sriDefaultEndpoints(sri.issuer.ambiente);
    const invoicing: Invoicing = {
      issuer: sri.issuer,
      identity,
      endpoints: {
        recepcionUrl: sri.recepcionUrl ?? defaults.recepcionUrl,
        autorizacionUrl: sri.autorizacionUrl ?? defaults.autorizacionUrl,
        timeoutMs: sri.timeoutMs,
      },
      timeZone: storeTimeZone,
    };
    app.decorate('invoicing', invoicing);
    app.log.info(
      { ruc: sri.issuer.ruc, ambiente: sri.issuer.ambiente, certificateValidTo: identity.certificate.validTo },
      'electronic invoicing is on',
    );
    app.mailer.renderer(INVOICE_MAIL, (job) => withInvoiceFiles(job, app.db));
    app.addHook('onReady', () =>
      app.queue.work<EInvoiceJob>('e-invoice', {}, async (job) => {
        // the buyer's e-mail is queued with the authorisation; publicUrl is read then (it follows PORT=0)
        const mailed = (tx: Tx, id: number) =>
          queueInvoiceMail(tx, { mailer: app.mailer, publicUrl: app.config.publicUrl }, id).then(() => {});
        const step = await advanceDocument(app.db, invoicing, job.data.id, mailed);
        if (step.state === 'authorized') app.mailer.wake();
        // pg-boss asks again after its pause, which doubles each time
        if (step.retry) throw new Error(`e-invoice ${job.data.id} is still ${step.state}: the SRI is asked again later`);
      }),
    );
  },
  { name: 'invoicing', dependencies: ['queue', 'mailer'] },
);

/**
 * What an order's move issues, in the move's transaction, with the job that sends it: the factura when the
 * order goes «Para despacho» (the goods leave with it), a nota de crédito when an invoiced order is canceled.
 */
export async function invoiceOrderMove(
  tx: Tx,
  deps: { invoicing: Invoicing | null; queue: Pick<Queue, 'send'> },
  orderId: number,
  to: SaleStatus,
): Promise<void> {
  const kind = to === 'TO_DELIVER' ? 'factura' : to === 'CANCELED' ? 'notaCredito' : null;
  if (!deps.invoicing || !kind) return;
  const issued = await issueDocument(tx, deps.invoicing, orderId, kind);
  if (issued.id !== null && issued.created) await deps.queue.send('e-invoice', { id: issued.id } satisfies EInvoiceJob, { tx });
}
