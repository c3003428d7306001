import { MAX_DOCUMENT_BYTES } from '@store/contracts/constants';
import { MSG } from '@store/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../test/render-page.tsx';
import { RegisterPage } from './register-page.tsx';

const pdf = (name: string, size?: number) => {
  const file = new File(['%PDF-1.4 demo %%EOF'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const fileInput = () => screen.getByLabelText(/Elegir archivos PDF/) as HTMLInputElement;

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, { landline = '072834567' } = {}) {
  await user.type(screen.getByLabelText('RUC'), '0102030400');
  await user.type(screen.getByLabelText('Empresa'), 'Calzado del Sur');
  await user.type(screen.getByLabelText('Nombre'), 'Ana');
  await user.type(screen.getByLabelText('Apellido'), 'Pérez');
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
  await user.type(screen.getByLabelText('Celular 1'), '0991234567');
  if (landline) await user.type(screen.getByLabelText('Teléfono fijo (opcional)'), landline);
  await user.selectOptions(screen.getByLabelText('Provincia'), 'Azuay');
  await user.selectOptions(screen.getByLabelText('Ciudad'), 'Cuenca');
  await user.type(screen.getByLabelText('Dirección'), 'Av. Solano 1-23');
  await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
  await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreto1');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('RegisterPage', () => {
  it('asks for at least one document when none was chosen', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de registro' }));
    expect(
      await screen.findByText('Debe subir al menos un archivo con la información de RUC, Cédula y Referencia Bancaria'),
    ).toBeInTheDocument();
    expect(screen.getByText('El RUC o cédula es obligatorio')).toBeInTheDocument();
    expect(screen.getAllByText('¡La provincia y la ciudad son obligatorias!')).toHaveLength(2);
  });

  it('refuses a file that is not a PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<RegisterPage />);
    await user.upload(fileInput(), new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(await screen.findByText('El archivo notas.txt no es un archivo PDF')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Archivos seleccionados' })).not.toBeInTheDocument();
  });

  it('refuses a PDF over the size limit', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await user.upload(fileInput(), pdf('grande.pdf', MAX_DOCUMENT_BYTES + 1));
    expect(await screen.findByText('El archivo grande.pdf excede el tamaño permitido')).toBeInTheDocument();
  });

  it('keeps at most five files, lists them and lets one be removed', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await user.upload(
      fileInput(),
      [1, 2, 3, 4, 5, 6].map((n) => pdf(`doc${n}.pdf`)),
    );
    expect(await screen.findByText('Solo se permite subir 5 archivos')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Archivos seleccionados' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).queryByText('doc6.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar doc2.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText('Solo se permite subir 5 archivos')).not.toBeInTheDocument();
  });

  it('says when the passwords differ', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'secreto2');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de registro' }));
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('resets the city when the province changes', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    const city = screen.getByLabelText('Ciudad') as HTMLSelectElement;
    expect(city).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Azuay');
    await user.selectOptions(city, 'Cuenca');
    expect(city.value).toBe('Cuenca');
    await user.selectOptions(screen.getByLabelText('Provincia'), 'Pichincha');
    expect(city.value).toBe('');
    expect(within(city).getByRole('option', { name: 'Quito' })).toBeInTheDocument();
    expect(within(city).queryByRole('option', { name: 'Cuenca' })).not.toBeInTheDocument();
    // The form's value was reset too, not only what the select shows.
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de registro' }));
    expect(await screen.findByText('¡La provincia y la ciudad son obligatorias!')).toHaveAttribute('id', 'reg-city-error');
    expect(screen.queryByText('La ciudad no pertenece a la provincia seleccionada')).not.toBeInTheDocument();
  });

  it('sends the multipart form and shows that the account awaits approval, then goes home', async () => {
    const fetchMock = stubApi({ 'POST auth/register_whole_sale': { status: 201, body: { ok: true, msg: MSG.registered } } });
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { path: '/register' });
    await fillValidForm(user);
    await user.upload(fileInput(), pdf('ruc.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de registro' }));

    expect(await screen.findByRole('heading', { name: '¡Solicitud enviada!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MSG.registered);
    expect(screen.getAllByText(MSG.registered).length).toBeGreaterThanOrEqual(2); // panel and toast

    const form = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(form.get('ci')).toBe('0102030400');
    expect(form.get('province')).toBe('Azuay');
    expect(form.get('city')).toBe('Cuenca');
    expect(form.get('phone2')).toBe('');
    expect(form.has('confirmPassword')).toBe(false);
    expect((form.get('file1') as File).name).toBe('ruc.pdf');
    expect(form.has('file2')).toBe(false);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/), { timeout: 8000 });
  }, 15_000);

  it("says 'Error al registrar' when the server cannot be reached", async () => {
    stubApi({ 'POST auth/register_whole_sale': new TypeError('Failed to fetch') });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValidForm(user);
    await user.upload(fileInput(), pdf('ruc.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de registro' }));
    expect(await screen.findByText('Error al registrar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar solicitud de registro' })).toBeEnabled();
  });

  it('points at the RUC when the server says it is taken', async () => {
    stubApi({ 'POST auth/register_whole_sale': { status: 409, body: { ok: false, msg: MSG.ciTaken } } });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValidForm(user);
    await user.upload(fileInput(), pdf('ruc.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de registro' }));
    expect(await screen.findAllByText(MSG.ciTaken)).toHaveLength(2); // under the field and in the toast
    expect(screen.getByLabelText('RUC')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field message beside the field", async () => {
    stubApi({
      'POST auth/register_whole_sale': {
        status: 409,
        body: { ok: false, msg: MSG.emailTaken, errors: [{ field: 'email', msg: MSG.emailTaken }] },
      },
    });
    const user = userEvent.setup();
    renderPage(<RegisterPage />);
    await fillValidForm(user);
    await user.upload(fileInput(), pdf('ruc.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de registro' }));
    expect(await screen.findAllByText(MSG.emailTaken)).toHaveLength(2); // under the field and in the toast
  });

  it('registers a shop with only a mobile: the landline is optional and goes empty', async () => {
    const fetchMock = stubApi({ 'POST auth/register_whole_sale': { status: 201, body: { ok: true, msg: MSG.registered } } });
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { path: '/register' });
    await fillValidForm(user, { landline: '' });
    await user.upload(fileInput(), pdf('ruc.pdf'));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud de registro' }));

    expect(await screen.findByRole('heading', { name: '¡Solicitud enviada!' })).toBeInTheDocument();
    const form = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(form.get('phone')).toBe('0991234567');
    expect(form.get('base_phone')).toBe('');
  });
});
