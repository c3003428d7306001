/**
 * The SRI's two web services of the offline scheme, as plain SOAP over HTTP: RecepcionComprobantesOffline
 * (validarComprobante: the signed XML, base64) and AutorizacionComprobantesOffline (autorizacionComprobante: the
 * clave). Answers are read into plain objects; a timeout or an HTTP error is an answer too (`unreachable`).
 */
import { all, type Element, escapeXml, first, textIn } from './xml-text.ts';

/** One of the SRI's messages: its number (identificador), text, detail and kind (ERROR, ADVERTENCIA, INFORMATIVO). */
export interface SriMessage {
  identificador: string;
  mensaje: string;
  informacionAdicional?: string;
  tipo: string;
}

export type ReceptionAnswer =
  | { estado: 'RECIBIDA'; mensajes: SriMessage[] }
  | { estado: 'DEVUELTA'; mensajes: SriMessage[] }
  | { estado: 'unreachable'; detail: string };

export type AuthorizationAnswer =
  | {
      estado: 'AUTORIZADO';
      numeroAutorizacion: string;
      fechaAutorizacion: string;
      ambiente: string;
      comprobante: string;
      xml: string;
      mensajes: SriMessage[];
    }
  | { estado: 'NO AUTORIZADO'; mensajes: SriMessage[] }
  | { estado: 'EN PROCESO'; mensajes: SriMessage[] }
  /** `<autorizaciones/>`: the SRI holds nothing under that clave (yet) */
  | { estado: 'none' }
  | { estado: 'unreachable'; detail: string };

export interface SriEndpoints {
  recepcionUrl: string;
  autorizacionUrl: string;
  timeoutMs: number;
}

/** The SRI's own hosts: celcer for pruebas (1), cel for producción (2). */
export function sriDefaultEndpoints(ambiente: 1 | 2): Pick<SriEndpoints, 'recepcionUrl' | 'autorizacionUrl'> {
  const host = ambiente === 1 ? 'https://celcer.sri.gob.ec' : 'https://cel.sri.gob.ec';
  return {
    recepcionUrl: `${host}/comprobantes-electronicos-ws/RecepcionComprobantesOffline`,
    autorizacionUrl: `${host}/comprobantes-electronicos-ws/AutorizacionComprobantesOffline`,
  };
}

const envelope = (namespace: string, body: string) =>
  '<?xml version="1.0" encoding="UTF-8"?>' +
  `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ec="${namespace}">` +
  `<soapenv:Header/><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;

async function post(url: string, body: string, timeoutMs: number): Promise<{ ok: true; text: string } | { ok: false; detail: string }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (!res.ok) return { ok: false, detail: `HTTP ${res.status}` };
    return { ok: true, text };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { ok: false, detail: name === 'TimeoutError' ? `sin respuesta en ${timeoutMs} ms` : `sin conexión (${String(error)})` };
  }
}

function messagesIn(root: Element): SriMessage[] {
  return all(root, 'mensaje')
    .filter((m) => first(m, 'identificador'))
    .map((m) => ({
      identificador: textIn(m, 'identificador'),
      // the text is the inner <mensaje> of the outer <mensaje>
      mensaje: all(m, 'mensaje')[0]?.textContent?.trim() ?? '',
      informacionAdicional: textIn(m, 'informacionAdicional') || undefined,
      tipo: textIn(m, 'tipo'),
    }));
}

/** The answer's document, or null when it is not well-formed XML (a proxy's error page, say). */
async function parse(text: string): Promise<Document | null> {
  // Loaded with the first answer: a store without invoicing never loads it.
  const { DOMParser } = await import('@xmldom/xmldom');
  let failed = false;
  const fail = () => {
    failed = true;
  };
  const doc = new DOMParser({ errorHandler: { error: fail, fatalError: fail } }).parseFromString(text, 'text/xml');
  return failed || !doc.documentElement ? null : (doc as unknown as Document);
}

/** validarComprobante: the SRI receives (RECIBIDA) or returns (DEVUELTA) the signed document. */
export async function sendForReception(endpoints: SriEndpoints, signedXml: string): Promise<ReceptionAnswer> {
  const body = envelope(
    'http://ec.gob.sri.ws.recepcion',
    `<ec:validarComprobante><xml>${Buffer.from(signedXml, 'utf8').toString('base64')}</xml></ec:validarComprobante>`,
  );
  const answer = await post(endpoints.recepcionUrl, body, endpoints.timeoutMs);
  if (!answer.ok) return { estado: 'unreachable', detail: answer.detail };
  const doc = await parse(answer.text);
  const estado = doc ? textIn(doc, 'estado') : '';
  if (!doc || (estado !== 'RECIBIDA' && estado !== 'DEVUELTA')) return { estado: 'unreachable', detail: 'respuesta que no es del SRI' };
  return { estado, mensajes: messagesIn(doc.documentElement as unknown as Element) };
}

/** autorizacionComprobante: where the document stands, with the authorised XML once AUTORIZADO. */
export async function askAuthorization(endpoints: SriEndpoints, clave: string): Promise<AuthorizationAnswer> {
  const body = envelope(
    'http://ec.gob.sri.ws.autorizacion',
    `<ec:autorizacionComprobante><claveAccesoComprobante>${clave}</claveAccesoComprobante></ec:autorizacionComprobante>`,
  );
  const answer = await post(endpoints.autorizacionUrl, body, endpoints.timeoutMs);
  if (!answer.ok) return { estado: 'unreachable', detail: answer.detail };
  const doc = await parse(answer.text);
  if (!doc || !first(doc, 'RespuestaAutorizacionComprobante')) return { estado: 'unreachable', detail: 'respuesta que no es del SRI' };
  const authorizations = all(doc, 'autorizacion');
  // The latest answer decides: an AUTORIZADO among earlier refusals is the document's authorisation.
  const authorized = authorizations.find((a) => textIn(a, 'estado') === 'AUTORIZADO');
  if (authorized) {
    return {
      estado: 'AUTORIZADO',
      numeroAutorizacion: textIn(authorized, 'numeroAutorizacion'),
      fechaAutorizacion: textIn(authorized, 'fechaAutorizacion'),
      ambiente: textIn(authorized, 'ambiente'),
      comprobante: textIn(authorized, 'comprobante'),
      xml: authorizationXml(authorized),
      mensajes: messagesIn(authorized),
    };
  }
  const latest = authorizations.at(-1);
  if (!latest) return { estado: 'none' };
  const estado = textIn(latest, 'estado');
  if (estado === 'NO AUTORIZADO') return { estado, mensajes: messagesIn(latest) };
  return { estado: 'EN PROCESO', mensajes: messagesIn(latest) };
}

/**
 * The authorised document as the buyer receives it: the SRI's `<autorizacion>` with its estado, número, fecha
 * and ambiente, the signed comprobante inside a CDATA section, as the SRI's own downloads write it.
 */
function authorizationXml(authorized: Element): string {
  const comprobante = textIn(authorized, 'comprobante').replace(/]]>/g, ']]]]><![CDATA[>');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<autorizacion>' +
    `<estado>AUTORIZADO</estado>` +
    `<numeroAutorizacion>${escapeXml(textIn(authorized, 'numeroAutorizacion'))}</numeroAutorizacion>` +
    `<fechaAutorizacion>${escapeXml(textIn(authorized, 'fechaAutorizacion'))}</fechaAutorizacion>` +
    `<ambiente>${escapeXml(textIn(authorized, 'ambiente'))}</ambiente>` +
    `<comprobante><![CDATA[${comprobante}]]></comprobante>` +
    '<mensajes/></autorizacion>'
  );
}
