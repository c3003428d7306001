/**
 * The store's signing certificate (a PKCS#12 file, as Ecuador's certifying authorities issue it) and the
 * XAdES-BES enveloped signature the SRI accepts: RSA-SHA1, SHA-1 digests, C14N, three references (decision 039).
 */
import { createHash, createPrivateKey, createPublicKey, randomInt, X509Certificate } from 'node:crypto';
import type forge from 'node-forge';
import { ecuadorDateTime, escapeXml } from './xml-text.ts';

const ETSI = 'http://uri.etsi.org/01903/v1.3.2#';
const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

/** Why a certificate cannot sign; the server refuses to start with this message (README, Configuration). */
export class CertificateError extends Error {}

export interface SigningIdentity {
  privateKeyPem: string;
  certificate: X509Certificate;
  /** the issuer as RFC 2253 writes it (the last RDN first), for IssuerSerial */
  issuerName: string;
  /** the serial number in decimal, for IssuerSerial */
  serialNumber: string;
}

/** RFC 2253's escaping of a name's value. */
const escapeRdn = (value: string) =>
  value
    .replace(/([,+"\\<>;])/g, '\\$1')
    .replace(/^([ #])/, '\\$1')
    .replace(/ $/, '\\ ');

function rfc2253(attributes: forge.pki.CertificateField[]): string {
  return attributes
    .map((a) => `${a.shortName ?? a.type}=${escapeRdn(String(a.value))}`)
    .reverse()
    .join(',');
}

/**
 * Opens a .p12 with its password and picks the certificate that belongs to its private key, wherever it is
 * among the file's bags (a CA's often comes first). Refuses a wrong password, a file without a key or without
 * that key's certificate, and a certificate outside its dates at `now`.
 */
export async function openCertificate(p12: Buffer, password: string, now = new Date()): Promise<SigningIdentity> {
  // The signing libraries load with the first certificate: a store without invoicing never loads them.
  const { default: forge } = await import('node-forge');
  let archive: forge.pkcs12.Pkcs12Pfx;
  try {
    archive = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))), false, password);
  } catch (error) {
    const reason =
      error instanceof Error && /password|MAC/i.test(error.message) ? 'the password does not open it' : 'it is not a PKCS#12 file';
    throw new CertificateError(`SRI_CERT_PATH: ${reason}`);
  }
  const keyBags = [
    ...(archive.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(archive.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const key = keyBags.find((b) => b.key)?.key;
  if (!key) throw new CertificateError('SRI_CERT_PATH: the file holds no private key');
  const privateKeyPem = forge.pki.privateKeyToPem(key);
  const publicKey = createPublicKey(createPrivateKey(privateKeyPem));

  const certBags = archive.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const own = certBags
    .filter((b) => b.cert)
    .map((b) => ({ forge: b.cert!, x509: new X509Certificate(forge.pki.certificateToPem(b.cert!)) }))
    .find((c) => c.x509.publicKey.equals(publicKey));
  if (!own) throw new CertificateError('SRI_CERT_PATH: no certificate in the file belongs to its private key');
  if (now < new Date(own.x509.validFrom))
    throw new CertificateError(`SRI_CERT_PATH: the certificate is valid only from ${own.x509.validFrom}`);
  if (now > new Date(own.x509.validTo)) throw new CertificateError(`SRI_CERT_PATH: the certificate expired on ${own.x509.validTo}`);
  return {
    privateKeyPem,
    certificate: own.x509,
    issuerName: rfc2253(own.forge.issuer.attributes),
    serialNumber: BigInt(`0x${own.x509.serialNumber}`).toString(10),
  };
}

const base64url = (value: string) => Buffer.from(value, 'base64url').toString('base64');
const pemBody = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');

/**
 * Signs a document whose root carries id="comprobante": the signature is appended to the root, referencing
 * the comprobante (enveloped), the XAdES SignedProperties and the KeyInfo, each by SHA-1 over C14N (named as
 * a transform: xml-crypto signs no reference without one, and it is what a verifier applies anyway).
 */
export async function signDocument(xml: string, identity: SigningIdentity, at = new Date()): Promise<string> {
  const { SignedXml } = await import('xml-crypto');
  const n = randomInt(100_000, 999_999);
  const ids = {
    signature: `Signature${n}`,
    signedProperties: `Signature${n}-SignedProperties${n}`,
    keyInfo: `Certificate${n}`,
    reference: `Reference-ID-${n}`,
    object: `Signature${n}-Object${n}`,
  };
  const certificate = identity.certificate;
  const certDigest = createHash('sha1').update(certificate.raw).digest('base64');
  const jwk = certificate.publicKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.e) throw new CertificateError('SRI_CERT_PATH: the certificate does not hold an RSA key');

  const qualifyingProperties =
    `<etsi:QualifyingProperties xmlns:etsi="${ETSI}" Target="#${ids.signature}">` +
    `<etsi:SignedProperties Id="${ids.signedProperties}">` +
    '<etsi:SignedSignatureProperties>' +
    `<etsi:SigningTime>${ecuadorDateTime(at)}</etsi:SigningTime>` +
    '<etsi:SigningCertificate><etsi:Cert>' +
    `<etsi:CertDigest><ds:DigestMethod Algorithm="${SHA1}"/><ds:DigestValue>${certDigest}</ds:DigestValue></etsi:CertDigest>` +
    `<etsi:IssuerSerial><ds:X509IssuerName>${escapeXml(identity.issuerName)}</ds:X509IssuerName>` +
    `<ds:X509SerialNumber>${identity.serialNumber}</ds:X509SerialNumber></etsi:IssuerSerial>` +
    '</etsi:Cert></etsi:SigningCertificate>' +
    '</etsi:SignedSignatureProperties>' +
    '<etsi:SignedDataObjectProperties>' +
    `<etsi:DataObjectFormat ObjectReference="#${ids.reference}">` +
    '<etsi:Description>contenido comprobante</etsi:Description><etsi:MimeType>text/xml</etsi:MimeType>' +
    '</etsi:DataObjectFormat>' +
    '</etsi:SignedDataObjectProperties>' +
    '</etsi:SignedProperties>' +
    '</etsi:QualifyingProperties>';

  const signer = new SignedXml({
    privateKey: identity.privateKeyPem,
    signatureAlgorithm: RSA_SHA1,
    canonicalizationAlgorithm: C14N,
    keyInfoAttributes: { Id: ids.keyInfo },
    getKeyInfoContent: () =>
      `<ds:X509Data><ds:X509Certificate>${pemBody(certificate.toString())}</ds:X509Certificate></ds:X509Data>` +
      `<ds:KeyValue><ds:RSAKeyValue><ds:Modulus>${base64url(jwk.n!)}</ds:Modulus>` +
      `<ds:Exponent>${base64url(jwk.e!)}</ds:Exponent></ds:RSAKeyValue></ds:KeyValue>`,
    objects: [{ content: qualifyingProperties, attributes: { Id: ids.object } }],
  });
  signer.addReference({ xpath: "/*[@id='comprobante']", transforms: [ENVELOPED], digestAlgorithm: SHA1, id: ids.reference });
  signer.addReference({
    xpath: `//*[@Id='${ids.signedProperties}']`,
    transforms: [C14N],
    digestAlgorithm: SHA1,
    type: 'http://uri.etsi.org/01903#SignedProperties',
  });
  signer.addReference({ xpath: `//*[@Id='${ids.keyInfo}']`, transforms: [C14N], digestAlgorithm: SHA1 });
  signer.computeSignature(xml, { prefix: 'ds', attrs: { Id: ids.signature }, location: { reference: '/*', action: 'append' } });
  return signer.getSignedXml();
}
