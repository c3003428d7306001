import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCertificate, signDocument } from './signature.ts';
import { askAuthorization, type SriEndpoints, sendForReception } from './sri-client.ts';
import { type SriStandIn, startSriStandIn } from './sri-stand-in.ts';
import { awkwardTestFactura, makeTestCertificate } from './test-certificate.ts';

const identity = await openCertificate(makeTestCertificate({ password: 'x' }), 'x');
let secuencial = 0;

/** A new signed factura (its own clave) for each check. */
async function signedFactura(): Promise<{ xml: string; clave: string }> {
  const doc = awkwardTestFactura(++secuencial);
  return { xml: await signDocument(doc.xml, identity), clave: doc.clave };
}

let sri: SriStandIn;
let endpoints: SriEndpoints;
beforeAll(async () => {
  sri = await startSriStandIn();
  // patient: under CI's load an answer of the stand-in beside the test took over 1.5 s
  endpoints = { recepcionUrl: sri.recepcionUrl, autorizacionUrl: sri.autorizacionUrl, timeoutMs: 20_000 };
});
afterAll(() => sri.close());

describe('the SRI’s services, spoken to over SOAP (against the local stand-in)', () => {
  it('RECIBIDA, then AUTORIZADO with the número, the fecha and the signed comprobante', async () => {
    const { xml, clave } = await signedFactura();
    expect(await askAuthorization(endpoints, clave)).toEqual({ estado: 'none' });
    expect(await sendForReception(endpoints, xml)).toEqual({ estado: 'RECIBIDA', mensajes: [] });
    const answer = await askAuthorization(endpoints, clave);
    expect(answer).toMatchObject({ estado: 'AUTORIZADO', numeroAutorizacion: clave, ambiente: 'PRUEBAS', comprobante: xml });
    if (answer.estado !== 'AUTORIZADO') return;
    expect(answer.fechaAutorizacion).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-05:00$/);
    expect(answer.xml).toContain(`<numeroAutorizacion>${clave}</numeroAutorizacion>`);
    expect(answer.xml).toContain(`<comprobante><![CDATA[${xml}]]></comprobante>`);
  });

  it('DEVUELTA 43 for a clave already received, and the reception counted once', async () => {
    const { xml, clave } = await signedFactura();
    await sendForReception(endpoints, xml);
    expect(await sendForReception(endpoints, xml)).toEqual({
      estado: 'DEVUELTA',
      mensajes: [{ identificador: '43', mensaje: 'CLAVE ACCESO REGISTRADA', informacionAdicional: undefined, tipo: 'ERROR' }],
    });
    expect(sri.receptions.get(clave)).toBe(1);
  });

  it('DEVUELTA 35 with the SRI’s message', async () => {
    const { xml, clave } = await signedFactura();
    sri.script(clave, { reception: ['DEVUELTA 35'] });
    const answer = await sendForReception(endpoints, xml);
    expect(answer).toMatchObject({ estado: 'DEVUELTA', mensajes: [{ identificador: '35', mensaje: 'ARCHIVO NO CUMPLE ESTRUCTURA XML' }] });
  });

  it('NO AUTORIZADO 39 for a signature that does not hold, with the SRI’s detail', async () => {
    const { xml, clave } = await signedFactura();
    expect((await sendForReception(endpoints, xml.replace('Cuenca', 'Cuenco'))).estado).toBe('RECIBIDA');
    expect(await askAuthorization(endpoints, clave)).toEqual({
      estado: 'NO AUTORIZADO',
      mensajes: [{ identificador: '39', mensaje: 'FIRMA INVALIDA', informacionAdicional: 'La firma es inválida', tipo: 'ERROR' }],
    });
  });

  it('EN PROCESO twice, then AUTORIZADO', async () => {
    const { xml, clave } = await signedFactura();
    sri.script(clave, { authorization: ['EN PROCESO', 'EN PROCESO'] });
    await sendForReception(endpoints, xml);
    expect((await askAuthorization(endpoints, clave)).estado).toBe('EN PROCESO');
    expect((await askAuthorization(endpoints, clave)).estado).toBe('EN PROCESO');
    expect((await askAuthorization(endpoints, clave)).estado).toBe('AUTORIZADO');
  });

  it('an HTTP 500 and a timeout are `unreachable`, saying which', async () => {
    const { xml, clave } = await signedFactura();
    sri.script(clave, { reception: ['HTTP 500', 'TIMEOUT'] });
    expect(await sendForReception(endpoints, xml)).toEqual({ estado: 'unreachable', detail: 'HTTP 500' });
    expect(await sendForReception({ ...endpoints, timeoutMs: 5000 }, xml)).toEqual({
      estado: 'unreachable',
      detail: 'sin respuesta en 5000 ms',
    });
    expect(sri.receptions.get(clave)).toBeUndefined();
    expect(await sendForReception({ ...endpoints, recepcionUrl: 'http://127.0.0.1:9/x' }, xml)).toMatchObject({
      estado: 'unreachable',
      detail: expect.stringMatching(/^sin conexión/),
    });
  });
});
