import { DOMParser } from '@xmldom/xmldom';
import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { CertificateError, openCertificate, signDocument } from './signature.ts';
import { awkwardTestFactura, makeTestCertificate } from './test-certificate.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const password = 'clave & "segura"';
const p12 = makeTestCertificate({ password });

const factura = awkwardTestFactura();

const elements = (xml: string, name: string) =>
  Array.from(new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(DS, name));

/** xml-crypto verifying with the certificate given here, not the one the document carries. */
function verify(signed: string, certificatePem: string): { valid: boolean; errors: string[] } {
  const verifier = new SignedXml({ publicCert: certificatePem });
  verifier.loadSignature(elements(signed, 'Signature')[0]);
  try {
    return { valid: verifier.checkSignature(signed), errors: [] };
  } catch (error) {
    return { valid: false, errors: [String(error)] };
  }
}

describe('the store’s certificate', () => {
  it('is found in a .p12 whose first bag is the CA’s, with its issuer and serial as IssuerSerial writes them', async () => {
    const archive = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), password);
    const bags = archive.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag]!;
    expect(bags[0].cert!.subject.getField('CN').value).toBe('AC de Prueba');

    const identity = await openCertificate(p12, password);
    expect(identity.certificate.subject).toContain('CN=CALZADO ANDINO CIA. LTDA.');
    expect(identity.issuerName).toBe('CN=AC de Prueba,O=Entidad de Certificación de Prueba\\, S.A.,C=EC');
    expect(identity.serialNumber).toBe(BigInt('0x7a3f19c2d4e5b6a7980112').toString(10));
  });

  it('refuses a wrong password, an expired certificate and one not yet valid, saying which', async () => {
    await expect(openCertificate(p12, 'otra')).rejects.toThrow(new CertificateError('SRI_CERT_PATH: the password does not open it'));
    await expect(openCertificate(Buffer.from('no soy un p12'), password)).rejects.toThrow(/not a PKCS#12 file/);
    const old = makeTestCertificate({ password, notBefore: new Date('2020-01-01'), notAfter: new Date('2022-01-01') });
    await expect(openCertificate(old, password)).rejects.toThrow(/the certificate expired on Jan {2}1 00:00:00 2022 GMT/);
    await expect(openCertificate(p12, password, new Date('2001-01-01'))).rejects.toThrow(/valid only from/);
  });
});

describe('a signed factura', async () => {
  const identity = await openCertificate(p12, password);
  const signed = await signDocument(factura.xml, identity, new Date('2026-11-29T15:00:00Z'));

  it('verifies with xml-crypto over text holding & " \' < > ñ, against the certificate itself', () => {
    expect(verify(signed, identity.certificate.toString())).toEqual({ valid: true, errors: [] });
  });

  it('no longer verifies once one character of the comprobante changes', () => {
    const tampered = signed.replace('Cuenca', 'Cuenco');
    expect(tampered).not.toBe(signed);
    expect(verify(tampered, identity.certificate.toString()).valid).toBe(false);
  });

  it('is XAdES-BES as the SRI reads it: three SHA-1 references, RSA-SHA1, C14N, the key in KeyInfo', () => {
    const [signature] = elements(signed, 'Signature');
    expect(signature.parentNode?.nodeName).toBe('factura');
    expect(elements(signed, 'SignatureMethod')[0].getAttribute('Algorithm')).toBe(`${DS}rsa-sha1`);
    expect(elements(signed, 'CanonicalizationMethod')[0].getAttribute('Algorithm')).toBe('http://www.w3.org/TR/2001/REC-xml-c14n-20010315');
    const references = elements(signed, 'Reference').filter((r) => r.parentNode?.nodeName === 'ds:SignedInfo');
    const keyInfoId = elements(signed, 'KeyInfo')[0].getAttribute('Id');
    const signedPropertiesId = signed.match(/<etsi:SignedProperties Id="([^"]+)"/)![1];
    expect(references.map((r) => [r.getAttribute('URI'), r.getAttribute('Type') || null])).toEqual([
      ['#comprobante', null],
      [`#${signedPropertiesId}`, 'http://uri.etsi.org/01903#SignedProperties'],
      [`#${keyInfoId}`, null],
    ]);
    expect(elements(signed, 'DigestMethod').every((d) => d.getAttribute('Algorithm') === `${DS}sha1`)).toBe(true);
    // the ObjectReference names the comprobante's reference
    expect(signed).toContain(`ObjectReference="#${references[0].getAttribute('Id')}"`);
    expect(signed).toContain('<etsi:SigningTime>2026-11-29T10:00:00-05:00</etsi:SigningTime>');
    // RSAKeyValue is the certificate's own key: its modulus, and 65537 as AQAB
    const modulusHex = (forge.pki.certificateFromPem(identity.certificate.toString()).publicKey as forge.pki.rsa.PublicKey).n.toString(16);
    expect(elements(signed, 'Modulus')[0].textContent).toBe(Buffer.from(modulusHex.padStart(512, '0'), 'hex').toString('base64'));
    expect(elements(signed, 'Exponent')[0].textContent).toBe('AQAB');
    expect(elements(signed, 'X509SerialNumber')[0].textContent).toBe(identity.serialNumber);
  });
});
