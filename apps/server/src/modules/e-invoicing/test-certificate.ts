/**
 * What trying invoicing takes without the real thing: a signing certificate (a CA of its own and the store's, in a
 * .p12 whose first bag is the CA's, as some authorities ship theirs), an issuer, and a factura whose text holds
 * every character XML escapes and an ñ. The tests use them, and `npm run demo:sri` will.
 */
import { generateKeyPairSync } from 'node:crypto';
import { computeTotals } from '@store/contracts/pricing';
import forge from 'node-forge';
import { type BuiltDocument, type DocumentOrder, facturaXml, type SriIssuer } from './document-xml.ts';

/** A store as the SRI would know it, in pruebas. */
export const TEST_ISSUER: SriIssuer = {
  ambiente: 1,
  ruc: '1790012345001',
  razonSocial: 'Calzado Andino Cía. Ltda.',
  nombreComercial: 'Calzado Andino Mayorista',
  dirMatriz: 'Av. 10 de Agosto N24-55, Quito',
  dirEstablecimiento: 'Av. 10 de Agosto N24-55, Quito',
  estab: '001',
  ptoEmi: '001',
  obligadoContabilidad: 'SI',
};

/** A factura of a pair line and a box line, a code and credit, with `& " ' < > ñ` in the store's, buyer's and product's names. */
export function awkwardTestFactura(secuencial = 1): BuiltDocument {
  const lines: DocumentOrder['lines'] = [
    {
      code: 'AUS-1',
      productName: `Bota "Cañar" <edición> & 'más'`,
      colorName: "Café 'tostado'",
      sizeName: '38',
      quantity: 3,
      unitsPerQuantity: 1,
      priceCents: 3990,
      discountPercent: 10,
    },
    {
      code: 'AUS-2',
      productName: 'Zapatilla Ñuñoa',
      colorName: 'Negro',
      sizeName: null,
      quantity: 1,
      unitsPerQuantity: 12,
      priceCents: 2290,
      discountPercent: 0,
    },
  ];
  return facturaXml(
    { ...TEST_ISSUER, razonSocial: `Calzado Andino & "Cía." 'Ltda.' <matriz>` },
    {
      id: 1,
      buyer: {
        ci: '1710034065',
        companyName: 'Ñandú & "Hijos"',
        email: 'a@b.ec',
        address: "O'Leary <12>",
        city: 'Cuenca',
        province: 'Azuay',
      },
      lines,
      codePercent: 5,
      totalCents: computeTotals(lines, 5).totalCents,
      creditDays: 30,
    },
    { secuencial, fechaEmision: '29112026', codigoNumerico: '12345678' },
  );
}

export interface TestCertificateOptions {
  password: string;
  /** the certificate's holder; the issuer's name holds a comma and an accent, as real ones do */
  commonName?: string;
  notBefore?: Date;
  notAfter?: Date;
}

function keyPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  return { privateKey: key, publicKey: forge.pki.setRsaPublicKey(key.n, key.e) };
}

export function makeTestCertificate(options: TestCertificateOptions): Buffer {
  const notBefore = options.notBefore ?? new Date(Date.now() - 86_400_000);
  const notAfter = options.notAfter ?? new Date(Date.now() + 2 * 365 * 86_400_000);
  const caKeys = keyPair();
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = '01';
  ca.validity.notBefore = new Date(notBefore.getTime() - 86_400_000);
  ca.validity.notAfter = new Date(notAfter.getTime() + 86_400_000);
  const caName = [
    { shortName: 'C', value: 'EC' },
    { shortName: 'O', value: 'Entidad de Certificación de Prueba, S.A.' },
    { shortName: 'CN', value: 'AC de Prueba' },
  ];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([{ name: 'basicConstraints', cA: true }]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());

  const ownKeys = keyPair();
  const own = forge.pki.createCertificate();
  own.publicKey = ownKeys.publicKey;
  // a serial past 2^64, as authorities issue them: written in decimal in IssuerSerial
  own.serialNumber = '7a3f19c2d4e5b6a7980112';
  own.validity.notBefore = notBefore;
  own.validity.notAfter = notAfter;
  own.setSubject([
    { shortName: 'C', value: 'EC' },
    { shortName: 'CN', value: options.commonName ?? 'CALZADO ANDINO CIA. LTDA.' },
  ]);
  own.setIssuer(caName);
  own.setExtensions([{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]);
  own.sign(caKeys.privateKey, forge.md.sha256.create());

  const asn1 = forge.pkcs12.toPkcs12Asn1(ownKeys.privateKey, [ca, own], options.password, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
