/**
 * The store's signature checked by a verifier that shares no code with it: Debian's xmlsec1 (libxmlsec1 over
 * OpenSSL), which CI installs (.ci/run). A factura with & " ' < > ñ in its text, signed with a .p12 whose first
 * bag is the CA's, verifies with its three references; the same file with one character changed does not.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { awkwardTestFactura, makeTestCertificate, openCertificate, signDocument } from '../src/modules/e-invoicing/index.ts';

const run = promisify(execFile);

/** xmlsec1's verdict: the ID attributes it must know are the comprobante's `id` and XAdES's and KeyInfo's `Id`. */
async function xmlsec1Verify(file: string, certificate: string): Promise<{ ok: boolean; output: string }> {
  const args = [
    '--verify',
    '--pubkey-cert-pem',
    certificate,
    '--id-attr:id',
    'factura',
    '--id-attr:Id',
    'http://uri.etsi.org/01903/v1.3.2#:SignedProperties',
    '--id-attr:Id',
    'http://www.w3.org/2000/09/xmldsig#:KeyInfo',
    file,
  ];
  try {
    const { stdout, stderr } = await run('xmlsec1', args);
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: string | number; stdout?: string; stderr?: string };
    assert.notEqual(failed.code, 'ENOENT', 'xmlsec1 is not installed: apt-get install xmlsec1 (.ci/run does)');
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

test('xmlsec1 verifies a signed factura, and refuses it once one character changes', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-xmlsec1-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const password = 'ñandú & "clave"';
  const identity = await openCertificate(makeTestCertificate({ password }), password);
  const factura = awkwardTestFactura();
  const signed = await signDocument(factura.xml, identity);
  const certificate = path.join(dir, 'certificate.pem');
  await writeFile(certificate, identity.certificate.toString());

  const good = path.join(dir, 'factura.xml');
  await writeFile(good, signed);
  const verdict = await xmlsec1Verify(good, certificate);
  t.diagnostic(
    verdict.output
      .split('\n')
      .filter((l) => /^(OK|FAIL|SignedInfo)/.test(l))
      .join('; '),
  );
  assert.ok(verdict.ok, verdict.output);
  assert.match(verdict.output, /SignedInfo References \(ok\/all\): 3\/3/);

  const tampered = path.join(dir, 'tampered.xml');
  await writeFile(tampered, signed.replace('Cuenca', 'Cuenco'));
  const refused = await xmlsec1Verify(tampered, certificate);
  assert.equal(refused.ok, false, refused.output);
  assert.match(refused.output, /FAIL/);
});
