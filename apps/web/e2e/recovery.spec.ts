import { MSG } from '@store/contracts/messages';
import { expect, login, newestMail, restorePassword, test } from './fixtures.ts';

test('a distributor recovers the account through the e-mailed link', async ({ page, request, distributor, baseURL }) => {
  const newPassword = `recuperada-${test.info().project.name}-${Date.now()}`;
  try {
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
    await expect(page).toHaveURL(/\/mailrecover$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar cuenta' })).toBeVisible();

    const since = Date.now() - 1_000;
    await page.getByLabel('Correo electrónico', { exact: true }).fill(distributor.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText(MSG.resetSent).first()).toBeVisible();

    const mail = await newestMail(distributor.email, since, /\/passwordreset\?/);
    const link = mail.text.match(/https?:\/\/\S+\/passwordreset\?\S+/)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(link!.startsWith(`${baseURL}/passwordreset?`)).toBe(true);

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Restablecer Contraseña' })).toBeVisible();
    await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await expect(page.getByText(MSG.passwordsMatch)).toBeVisible();
    await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(MSG.resetOk).first()).toBeVisible();

    await login(page, { email: distributor.email, password: newPassword });
  } finally {
    await restorePassword(request, distributor, [newPassword]);
  }
});

test('a reset link works only once', async ({ page, request, distributor }) => {
  const newPassword = `una-vez-${test.info().project.name}-${Date.now()}`;
  try {
    const since = Date.now() - 1_000;
    const sent = await request.put('/api/auth/reset_password_send', { data: { email: distributor.email } });
    expect(sent.ok()).toBe(true);
    const link = (await newestMail(distributor.email, since, /\/passwordreset\?/)).text.match(/https?:\/\/\S+\/passwordreset\?\S+/)![0];

    for (const attempt of [1, 2]) {
      await page.goto(link);
      await page.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirmar contraseña', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
      if (attempt === 1) await expect(page).toHaveURL(/\/login$/);
    }
    await expect(page.getByText(MSG.resetInvalid).first()).toBeVisible();
    await expect(page).toHaveURL(/\/passwordreset\?/);
  } finally {
    await restorePassword(request, distributor, [newPassword]);
  }
});
