/**
 * `npm run demo:sri` (README, «Facturación electrónica»): electronic invoicing on one machine. It makes a test
 * certificate (a .p12 whose first bag is its CA's, as real ones), starts the local stand-in of the SRI's two
 * services, and runs the store (`npm start`, or the command after `--`) configured against both; once the store
 * answers, it moves one approved demo order to «Para despacho» and waits for its factura's authorisation, so the
 * XML and the RIDE are in the outbox within a minute. DEMO_SRI_INVOICE=0 leaves the invoicing to the staff (the
 * browser tests do it through the back office). Ctrl-C stops the store, then the stand-in.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, loadDotEnv } from '../config.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { makeTestCertificate, startSriStandIn } from '../modules/e-invoicing/index.ts';

const PASSWORD = 'demo-sri';

loadDotEnv();
const sri = await startSriStandIn(Number(process.env.SRI_STANDIN_PORT ?? 0));
const folder = mkdtempSync(path.join(os.tmpdir(), 'store-sri-demo-'));
const certPath = path.join(folder, 'certificado-de-prueba.p12');
writeFileSync(certPath, makeTestCertificate({ password: PASSWORD }));

const env = {
  ...process.env,
  SRI_CERT_PATH: certPath,
  SRI_CERT_PASSWORD: PASSWORD,
  SRI_AMBIENTE: '1',
  SRI_RECEPCION_URL: sri.recepcionUrl,
  SRI_AUTORIZACION_URL: sri.autorizacionUrl,
  SRI_RETRY_DELAY_SECONDS: process.env.SRI_RETRY_DELAY_SECONDS ?? '2',
};
const config = loadConfig(env);
const dash = process.argv.indexOf('--');
const [command, ...args] = dash >= 0 ? process.argv.slice(dash + 1) : ['npm', 'start'];
console.log(`SRI de prueba en ${sri.url}; certificado de prueba en ${certPath}`);
const store = spawn(command, args, { env, stdio: 'inherit' });

const stop = (signal: NodeJS.Signals) => store.kill(signal);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
store.on('exit', async (code, signal) => {
  await sri.close();
  rmSync(folder, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});

if (process.env.DEMO_SRI_INVOICE !== '0') invoiceOneOrder().catch((error) => console.error(`demo:sri: ${String(error)}`));

/** Calls the store's API as the administrator would. */
async function api<T>(pathname: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${config.port}/api${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await res.json()) as T & { msg?: string };
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${json.msg ?? ''}`);
  return json;
}

async function invoiceOneOrder() {
  const deadline = Date.now() + 10 * 60_000; // a first start builds the store first
  const healthy = () =>
    fetch(`http://127.0.0.1:${config.port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
  while (!(await healthy())) {
    if (Date.now() > deadline) throw new Error('the store did not answer in 10 minutes');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const { admin } = DEMO_ACCOUNTS;
  const {
    user: { token },
  } = await api<{ user: { token: string } }>('/auth/login_whole_sale', {
    method: 'POST',
    body: { email: admin.email, password: admin.password },
  });
  const { orders } = await api<{ orders: { saleid: number }[] }>('/admin/orders?status=APPROVED', { token });
  if (!orders.length) {
    console.log('demo:sri: no hay órdenes aprobadas; pase una a «Para despacho» en el panel y su factura se emitirá.');
    return;
  }
  const id = orders[0].saleid;
  await api(`/admin/orders/${id}/status`, { method: 'PATCH', token, body: { status: 'TO_DELIVER' } });
  for (let i = 0; i < 60; i++) {
    const { invoices } = await api<{ invoices: { orderId: number; number: string; state: string }[] }>('/admin/invoices', { token });
    const factura = invoices.find((f) => f.orderId === id);
    if (factura?.state === 'authorized') {
      console.log(
        `demo:sri: la orden #${id} pasó a «Para despacho»; su factura ${factura.number} está autorizada por el SRI de prueba.\n` +
          `  El correo al comprador con el XML y el RIDE está en ${path.resolve(config.dataDir, 'outbox')}; en el panel: ${config.publicUrl}/admin/invoices`,
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.log(`demo:sri: la factura de la orden #${id} sigue en camino al SRI; véala en ${config.publicUrl}/admin/invoices`);
}
