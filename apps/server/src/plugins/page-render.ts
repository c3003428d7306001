/**
 * The public pages rendered on the server (decision 026): the web build's renderer (apps/web/dist-server)
 * draws each page for its audience with the page's data, head and hydration state, kept like the catalogue's
 * JSON (one copy per audience and address, forgotten by the same writes) and filled in per person.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { FILTER_KEYS } from '@store/contracts/catalog-lookups';
import {
  type Audience,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  type PageHead,
  PERSONAL_MARKS,
  RENDERED_PAGES,
  SESSION_COOKIE,
  SSR_STATE_ID,
} from '@store/contracts/page-render';
import { seesPrices } from '@store/contracts/staff-roles';
import { STORE_PROFILE } from '@store/contracts/store-profile';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { escapeHtml } from '../lib/email-layout.ts';
import type { PageReader } from './auth.ts';
import { CachedBody, CatalogCache, sendCached } from './catalog-cache.ts';

/** What the renderer's module answers (apps/web/src/entry-server.tsx; the server does not import web code). */
type RenderOutput =
  | { kind: 'page'; status: number; html: string; head: PageHead | null; state: unknown; language: Language }
  | { kind: 'redirect'; status: number; location: string };
interface Renderer {
  render(input: {
    url: string;
    audience: Audience;
    language: Language;
    api: (path: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderOutput>;
}

export interface PageRenderOptions {
  webDir: string;
  catalogCache: CatalogCache;
  /** the store's address for canonical links and previews (config.publicUrl, read per page: it may follow the port) */
  publicUrl: () => string;
}

/** JSON inside a <script> block: no `</script>` or `<!--` can close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function cookiesOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      out[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
    } catch {}
  }
  return out;
}

/** The parameters a rendered page reads (the catalogue's state, a product's id); the others change nothing. */
const PAGE_PARAMS = new Set(['search', 'page', 'size', 'productid', ...FILTER_KEYS]);

/**
 * The address a page is rendered, kept and named (canonical) under: its path and the parameters it reads,
 * in one order. `?utm_source=…` or `?x=1` is the same page, not one more render to make and keep.
 */
function pageAddress(requestUrl: string): string {
  const url = new URL(requestUrl, 'http://tienda.local');
  const params = [...url.searchParams].filter(([name]) => PAGE_PARAMS.has(name)).sort(([a], [b]) => a.localeCompare(b));
  const query = new URLSearchParams(params).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The head of a rendered page: its own title and description, canonical address, previews and structured data. */
export function headTags(head: PageHead, url: string, origin: string, language: Language): string {
  const absolute = (u: string) => (/^https?:\/\//.test(u) ? u : `${origin}${u.startsWith('/') ? '' : '/'}${u}`);
  const description = head.description ?? '';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(absolute(url))}">`,
    `<meta property="og:site_name" content="${escapeHtml(STORE_PROFILE.name)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:locale" content="${language === 'en' ? 'en_US' : 'es_EC'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(absolute(url))}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ];
  if (head.image) {
    const image = escapeHtml(absolute(head.image.url));
    tags.push(`<meta property="og:image" content="${image}">`, `<meta name="twitter:image" content="${image}">`);
    if (head.image.width) tags.push(`<meta property="og:image:width" content="${head.image.width}">`);
    if (head.image.height) tags.push(`<meta property="og:image:height" content="${head.image.height}">`);
    if (head.image.alt) tags.push(`<meta property="og:image:alt" content="${escapeHtml(head.image.alt)}">`);
  }
  if (head.index === false) tags.push('<meta name="robots" content="noindex">');
  if (head.preloadImage) {
    const { src, srcSet, sizes } = head.preloadImage;
    const widths = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(src)}"${widths} fetchpriority="high">`);
  }
  for (const data of head.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('');
}

/**
 * The store's stylesheet inside each rendered page (decision 038): no request stands between the HTML and its
 * first paint. The whole sheet, about 11 KB with brotli, rather than each page's critical part: that part was
 * still 28 KB of the sheet's 78 KB on the search page, and cutting it (beasties) took 40–150 ms per render.
 */
export function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const file = path.join(webDir, href);
    if (!existsSync(file)) return tag;
    return `<style>${readFileSync(file, 'utf8').replaceAll('</style', '<\\/style')}</style>`;
  });
}

export default fp(async (app: FastifyInstance, opts: PageRenderOptions) => {
  const rendererFile = path.join(opts.webDir, '..', 'dist-server', 'entry-server.js');
  const indexFile = path.join(opts.webDir, 'index.html');
  if (!existsSync(rendererFile) || !existsSync(indexFile)) {
    app.log.warn({ rendererFile }, 'no page renderer built: the public pages are drawn by the browser (npm run build)');
    return;
  }
  const shell = readFileSync(indexFile);
  const template = inlineStylesheets(
    shell
      .toString('utf8')
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta name="description"[^>]*>/, ''),
    opts.webDir,
  );
  // The pages that greet their reader by name, found once when rendered rather than searched per request.
  const personal = new WeakSet<CachedBody>();
  // Loaded with the first page asked for: the API alone (a benchmark, a worker) never carries React.
  let renderer: Promise<Renderer> | undefined;
  const load = () => {
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
    return renderer;
  };

  async function renderPage(url: string, audience: Audience, reader: PageReader | undefined, language: Language) {
    const { render } = await load();
    const api = async (apiPath: string, init: RequestInit) => {
      // The page's own reads are its reader's (decision 033): the page cookie is no bearer, so they are
      // made inside app.readAs, which only the renderer's in-process requests can enter.
      const ask = () =>
        app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url: apiPath,
          headers: init.headers as Record<string, string>,
          ...(init.body ? { payload: init.body as string } : {}),
        });
      const res = reader ? await app.readAs(reader, ask) : await ask();
      return new Response(new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    };
    return render({ url, audience, language, api });
  }

  async function build(url: string, audience: Audience, reader: PageReader | undefined, language: Language): Promise<CachedBody> {
    const out = await renderPage(url, audience, reader, language);
    if (out.kind === 'redirect') return Object.assign(CachedBody.of(out.location), { status: out.status });
    const head = out.head ?? { title: STORE_PROFILE.name };
    const html = template
      .replace(/<html lang="[^"]*">/, `<html lang="${out.language}">`)
      .replace('</head>', `${headTags(head, url, opts.publicUrl(), out.language)}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${out.html}</div><script type="application/json" id="${SSR_STATE_ID}">${scriptJson(out.state)}</script>`,
      );
    const body = Object.assign(CachedBody.of(html), { status: head.status ?? out.status });
    if (html.includes(PERSONAL_MARKS.name)) personal.add(body);
    return body;
  }

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const cookies = cookiesOf(request);
    const pageToken = cookies[SESSION_COOKIE];
    const user = pageToken ? await app.pageReaderOf(pageToken) : null;
    // staff pages are drawn as a distributor's; the warehouse's with a visitor's data (it sees no price) but
    // as its own page, which speaks to it as staff
    const audience: Audience = !user
      ? 'visitor'
      : !seesPrices(user.role)
        ? 'WAREHOUSE'
        : user.role === 'DISTRIBUTOR'
          ? 'DISTRIBUTOR'
          : 'ADMIN';
    const priced = audience === 'DISTRIBUTOR' || audience === 'ADMIN';
    const chosen = cookies[LANGUAGE_COOKIE] as Language;
    const language: Language = LANGUAGES.includes(chosen) ? chosen : LANGUAGES[0];
    const url = pageAddress(request.url);
    // A distributor's page carries its group's prices: one copy per price list in effect (decision 028).
    const list = priced && user ? await app.priceLists.inEffect(user.priceGroupId) : null;
    const key = CatalogCache.pageKey(list ? `${audience}:list${list.id}` : audience, language, `${opts.publicUrl()}${url}`);
    let body: CachedBody;
    try {
      body = await opts.catalogCache.getOrBuild(key, () => build(url, audience, priced ? (user ?? undefined) : undefined, language));
    } catch (err) {
      // A page that cannot be rendered is still the store: the browser draws it, as before server rendering.
      request.log.error({ err, url: request.url }, 'page render failed');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
    }
    if (body.status >= 300 && body.status < 400) return reply.redirect(body.data.toString(), body.status);
    reply.status(body.status).header('cache-control', 'no-cache').header('vary', 'cookie');
    if (!personal.has(body)) return sendCached(request, reply, body, 'text/html; charset=utf-8');
    // A signed-in page that greets its reader: the mark takes the name of the page cookie's account.
    const page = Buffer.from(body.data.toString().replaceAll(PERSONAL_MARKS.name, escapeHtml(user?.name ?? '')));
    reply.type('text/html; charset=utf-8').header('vary', 'cookie, accept-encoding');
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(page);
    return reply.header('content-encoding', 'gzip').send(await promisify(gzip)(page));
  }

  for (const page of RENDERED_PAGES) app.get(page, answer);
});
