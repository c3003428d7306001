import type { Branch } from '@store/contracts/delivery';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signIn } from '../../../test/render-with-providers.tsx';
import { BranchesSection } from './branches-section.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const matriz: Branch = {
  branchid: 1,
  name: 'Matriz',
  province: 'Azuay',
  canton: 'Cuenca',
  parish: 'Cuenca',
  street: 'Calle Gran Colombia 8-45',
  reference: 'Frente al parque San Blas',
  phone: '072845678',
  contact: 'María Quezada',
  main: true,
};
const gualaceo: Branch = {
  ...matriz,
  branchid: 2,
  name: 'Local Gualaceo',
  canton: 'Gualaceo',
  parish: 'Gualaceo',
  reference: '',
  main: false,
};

describe('BranchesSection', () => {
  it('lists the branches, the main one marked, and makes another the main one', async () => {
    signIn();
    let branches = [matriz, gualaceo];
    const fetchMock = stubApi({
      'GET company/branches': () => ({ body: { ok: true, branches } }),
      'POST company/branches/2/main': () => {
        branches = [
          { ...gualaceo, main: true },
          { ...matriz, main: false },
        ];
        return { body: { ok: true, msg: 'Esta es ahora su sucursal principal: los pedidos la proponen primero', branch: branches[0] } };
      },
    });
    renderPage(<BranchesSection owner />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Matriz', 'Local Gualaceo']);
    expect(within(items[0]).getByText('Principal')).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Referencia: Frente al parque San Blas');
    expect(items[0]).toHaveTextContent('Recibe María Quezada · 072845678');
    expect(within(items[0]).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Hacer principal la sucursal Local Gualaceo' }));
    expect(callsTo(fetchMock, 'POST', 'company/branches/2/main')).toHaveLength(1);
    await screen.findByRole('button', { name: 'Hacer principal la sucursal Matriz' });
    const after = screen.getAllByRole('listitem');
    expect(within(after[0]).getByRole('heading')).toHaveTextContent('Local Gualaceo');
  });

  it('adds a branch with province, canton and parish chosen in turn, and says what is missing in Spanish', async () => {
    signIn();
    let branches: Branch[] = [];
    const fetchMock = stubApi({
      'GET company/branches': () => ({ body: { ok: true, branches } }),
      'POST company/branches': ({ body }) => {
        branches = [{ ...(body as Omit<Branch, 'branchid' | 'main'>), branchid: 5, main: true }];
        return { status: 201, body: { ok: true, msg: 'Sucursal agregada', branch: branches[0] } };
      },
    });
    renderPage(<BranchesSection owner />);
    expect(await screen.findByText('Aún no tiene sucursales. Agregue la primera: será la principal.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar sucursal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva sucursal' });
    const form = within(dialog);
    expect(form.getByLabelText('Parroquia')).toBeDisabled();

    await userEvent.click(form.getByRole('button', { name: 'Guardar sucursal' }));
    expect(await form.findByText('Escriba el nombre de la sucursal (por ejemplo «Matriz» o «Local centro»)')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'company/branches')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Nombre de la sucursal'), 'Bodega Cumbayá');
    await userEvent.selectOptions(form.getByLabelText('Provincia'), 'Pichincha');
    await userEvent.selectOptions(form.getByLabelText('Cantón'), 'Quito');
    await userEvent.selectOptions(form.getByLabelText('Parroquia'), 'Cumbayá');
    await userEvent.type(form.getByLabelText('Teléfono'), '022891234');
    await userEvent.type(form.getByLabelText('Dirección'), 'Av. Interoceánica km 12');
    await userEvent.type(form.getByLabelText('Quién recibe'), 'Luis Guamán');
    await userEvent.click(form.getByRole('button', { name: 'Guardar sucursal' }));

    expect(await screen.findByRole('heading', { name: 'Bodega Cumbayá' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'company/branches')[0][1]?.body).toBe(
      JSON.stringify({
        name: 'Bodega Cumbayá',
        province: 'Pichincha',
        canton: 'Quito',
        parish: 'Cumbayá',
        street: 'Av. Interoceánica km 12',
        reference: '',
        phone: '022891234',
        contact: 'Luis Guamán',
      }),
    );
  });
});
