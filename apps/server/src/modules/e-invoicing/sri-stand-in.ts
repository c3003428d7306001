/**
 * A local stand-in of the SRI's two offline web services, for the tests and `npm run demo:sri`: it receives a
 * signed document (RECIBIDA; DEVUELTA 35 when it is not a comprobante, 43 when its clave was received before),
 * checks its signature, and authorises it (AUTORIZADO; NO AUTORIZADO 39 on a bad signature). A script per clave
 * makes it answer as the SRI does on a bad day: a DEVUELTA, EN PROCESO, HTTP 500, or no answer at all.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { SriMessage } from './sri-client.ts';
import { ecuadorDateTime, escapeXml } from './xml-text.ts';

/** What the stand-in does on the next calls for one clave (each list is used up in order, then its default). */
export interface StandInScript {
  reception?: ('RECIBIDA' | 'DEVUELTA 35' | 'HTTP 500' | 'TIMEOUT' | 'RECEIVE AND TIMEOUT')[];
  authorization?: ('AUTORIZADO' | 'EN PROCESO' | 'NO AUTORIZADO 39' | 'HTTP 500' | 'TIMEOUT')[];
}

interface Received {
  xml: string;
  signatureValid: boolean;
  receivedAt: Date;
  authorizedAt?: Date;
  refused?: SriMessage;
}

export interface SriStandIn {
  url: string;
  recepcionUrl: string;
  autorizacionUrl: string;
  /** how many times each clave was received (a second reception answers DEVUELTA 43 and does not count) */
  receptions: Map<string, number>;
  /** how many times each clave was sent at all, a refused second reception included */
  sendings: Map<string, number>;
  script(clave: string, script: StandInScript): void;
  /** a script for the next clave it has not heard of (a clave is random: a test through the API cannot know it first) */
  scriptNext(script: StandInScript): void;
  close(): Promise<void>;
}

const MESSAGES = {
  35: { identificador: '35', mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML', tipo: 'ERROR' },
  43: { identificador: '43', mensaje: 'CLAVE ACCESO REGISTRADA', tipo: 'ERROR' },
  39: { identificador: '39', mensaje: 'FIRMA INVALIDA', informacionAdicional: 'La firma es inválida', tipo: 'ERROR' },
  70: { identificador: '70', mensaje: 'CLAVE DE ACCESO EN PROCESAMIENTO', tipo: 'INFORMATIVO' },
} satisfies Record<number, SriMessage>;

function messagesXml(mensajes: SriMessage[]): string {
  return `<mensajes>${mensajes
    .map(
      (m) =>
        `<mensaje><identificador>${m.identificador}</identificador><mensaje>${escapeXml(m.mensaje)}</mensaje>` +
        `${m.informacionAdicional ? `<informacionAdicional>${escapeXml(m.informacionAdicional)}</informacionAdicional>` : ''}<tipo>${m.tipo}</tipo></mensaje>`,
    )
    .join('')}</mensajes>`;
}

const soap = (body: string) =>
  '<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
  `<soap:Body>${body}</soap:Body></soap:Envelope>`;

function receptionAnswer(estado: 'RECIBIDA' | 'DEVUELTA', clave: string, mensajes: SriMessage[]): string {
  const comprobantes = mensajes.length
    ? `<comprobantes><comprobante><claveAcceso>${escapeXml(clave)}</claveAcceso>${messagesXml(mensajes)}</comprobante></comprobantes>`
    : '<comprobantes/>';
  return soap(
    `<ns2:validarComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.recepcion"><RespuestaRecepcionComprobante><estado>${estado}</estado>${comprobantes}</RespuestaRecepcionComprobante></ns2:validarComprobanteResponse>`,
  );
}

function authorizationAnswer(clave: string, autorizaciones: string[]): string {
  return soap(
    '<ns2:autorizacionComprobanteResponse xmlns:ns2="http://ec.gob.sri.ws.autorizacion"><RespuestaAutorizacionComprobante>' +
      `<claveAccesoConsultada>${escapeXml(clave)}</claveAccesoConsultada><numeroComprobantes>${autorizaciones.length}</numeroComprobantes>` +
      `<autorizaciones>${autorizaciones.join('')}</autorizaciones></RespuestaAutorizacionComprobante></ns2:autorizacionComprobanteResponse>`,
  );
}

function verifySignature(xml: string): boolean {
  try {
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
    const certificate = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'X509Certificate')[0]?.textContent;
    if (!signature || !certificate) return false;
    const verifier = new SignedXml({ publicCert: `-----BEGIN CERTIFICATE-----\n${certificate}\n-----END CERTIFICATE-----` });
    verifier.loadSignature(signature);
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

const claveOf = (xml: string) => /<claveAcceso>(\d{49})<\/claveAcceso>/.exec(xml)?.[1] ?? null;

export async function startSriStandIn(port = 0): Promise<SriStandIn> {
  const received = new Map<string, Received>();
  const receptions = new Map<string, number>();
  const sendings = new Map<string, number>();
  const scripts = new Map<string, Required<StandInScript>>();
  const unassigned: StandInScript[] = [];
  const full = (script: StandInScript): Required<StandInScript> => ({
    reception: [...(script.reception ?? [])],
    authorization: [...(script.authorization ?? [])],
  });
  const next = <K extends keyof StandInScript>(clave: string, kind: K) => {
    if (!scripts.has(clave) && !received.has(clave) && unassigned.length) scripts.set(clave, full(unassigned.shift()!));
    return scripts.get(clave)?.[kind].shift();
  };
  const hanging = new Set<() => void>();

  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const reply = (status: number, text: string) => {
      res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(text);
    };
    // a SOAP call that never gets its answer (until the stand-in closes)
    const hang = () => hanging.add(() => res.destroy());

    if (req.url?.startsWith('/comprobantes-electronicos-ws/RecepcionComprobantesOffline')) {
      const base64 = /<xml>([^<]*)<\/xml>/.exec(body)?.[1] ?? '';
      const xml = Buffer.from(base64, 'base64').toString('utf8');
      const clave = claveOf(xml);
      if (clave) sendings.set(clave, (sendings.get(clave) ?? 0) + 1);
      const step = clave ? next(clave, 'reception') : undefined;
      if (step === 'HTTP 500') return reply(500, 'Internal Server Error');
      if (step === 'TIMEOUT') return hang();
      if (!clave || step === 'DEVUELTA 35') return reply(200, receptionAnswer('DEVUELTA', clave ?? '', [MESSAGES[35]]));
      if (received.has(clave)) return reply(200, receptionAnswer('DEVUELTA', clave, [MESSAGES[43]]));
      received.set(clave, { xml, signatureValid: verifySignature(xml), receivedAt: new Date() });
      receptions.set(clave, (receptions.get(clave) ?? 0) + 1);
      // received, and then the answer lost on its way back
      if (step === 'RECEIVE AND TIMEOUT') return hang();
      return reply(200, receptionAnswer('RECIBIDA', clave, []));
    }

    if (req.url?.startsWith('/comprobantes-electronicos-ws/AutorizacionComprobantesOffline')) {
      const clave = /<claveAccesoComprobante>(\d{49})<\/claveAccesoComprobante>/.exec(body)?.[1] ?? '';
      const doc = received.get(clave);
      if (!doc) return reply(200, authorizationAnswer(clave, []));
      const step = next(clave, 'authorization');
      if (step === 'HTTP 500') return reply(500, 'Internal Server Error');
      if (step === 'TIMEOUT') return hang();
      if (step === 'EN PROCESO') {
        return reply(
          200,
          authorizationAnswer(clave, [`<autorizacion><estado>EN PROCESO</estado>${messagesXml([MESSAGES[70]])}</autorizacion>`]),
        );
      }
      if (step === 'NO AUTORIZADO 39' || !doc.signatureValid) doc.refused ??= MESSAGES[39];
      else doc.authorizedAt ??= new Date();
      const ambiente = /<ambiente>2<\/ambiente>/.test(doc.xml) ? 'PRODUCCIÓN' : 'PRUEBAS';
      const autorizacion = doc.refused
        ? `<autorizacion><estado>NO AUTORIZADO</estado><fechaAutorizacion>${ecuadorDateTime(doc.receivedAt)}</fechaAutorizacion><ambiente>${ambiente}</ambiente>` +
          `<comprobante><![CDATA[${doc.xml}]]></comprobante>${messagesXml([doc.refused])}</autorizacion>`
        : `<autorizacion><estado>AUTORIZADO</estado><numeroAutorizacion>${clave}</numeroAutorizacion>` +
          `<fechaAutorizacion>${ecuadorDateTime(doc.authorizedAt!)}</fechaAutorizacion><ambiente>${ambiente}</ambiente>` +
          `<comprobante><![CDATA[${doc.xml}]]></comprobante><mensajes/></autorizacion>`;
      return reply(200, authorizationAnswer(clave, [autorizacion]));
    }
    reply(404, 'not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    recepcionUrl: `${url}/comprobantes-electronicos-ws/RecepcionComprobantesOffline`,
    autorizacionUrl: `${url}/comprobantes-electronicos-ws/AutorizacionComprobantesOffline`,
    receptions,
    sendings,
    script(clave, script) {
      scripts.set(clave, full(script));
    },
    scriptNext(script) {
      unassigned.push(script);
    },
    async close() {
      for (const end of hanging) end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
