/**
 * The e-mails the queue gave up on (`adminEndpoints.mail`, decision 023): the list the staff read (to whom,
 * what, when, why) and «Reintentar», which gives one of them one more attempt at once.
 */
import type { FailedMail } from '@store/contracts/admin-mail';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { adminEndpoints } from '@store/contracts/endpoints/admin';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../lib/app-error.ts';
import { route } from '../../../lib/route.ts';
import type { MailJob } from '../../../plugins/mail.ts';
import type { FailedJob } from '../../../plugins/queue.ts';

const { mail } = adminEndpoints;

const view = (job: FailedJob<MailJob>): FailedMail => ({
  id: job.id,
  to: job.data.to,
  subject: job.data.subject,
  queuedAt: job.createdOn.toISOString(),
  failedAt: job.failedOn.toISOString(),
  attempts: job.attempts,
  error: job.error,
});

const adminMailRoutes: FastifyPluginAsync = async (app) => {
  route(app, mail.failed, async () => ({ mails: (await app.queue.failed<MailJob>('mail')).map(view) }));

  route(
    app,
    mail.retry,
    async (request) => {
      const [job] = (await app.queue.failed<MailJob>('mail')).filter((j) => j.id === request.params.id);
      if (!job || !(await app.queue.retryFailed('mail', job.id))) throw notFound(ADMIN_MSG.mailJobNotFound);
      return { msg: ADMIN_MSG.mailRetried(job.data.to) };
    },
    { history: { entity: 'settings', what: 'el correo', action: 'Reintentó el envío de un correo' } },
  );
};
export default adminMailRoutes;
