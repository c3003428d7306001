import type { CompanyInvitation, CompanyPerson } from '@store/contracts/company';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, renderPage, stubApi } from '../../../test/render-page.tsx';
import { signIn } from '../../../test/render-with-providers.tsx';
import { PeopleSection } from './people-section.tsx';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const owner: CompanyPerson = {
  userid: 2,
  name: 'María',
  lastname: 'Quezada',
  email: 'tienda.cuenca@example.com',
  company_role: 'OWNER',
  order_limit_cents: null,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const buyer: CompanyPerson = {
  ...owner,
  userid: 9,
  name: 'Pedro',
  email: 'compras.elpaso@example.com',
  company_role: 'BUYER',
  order_limit_cents: 50_000,
};

const peopleApi =
  (people: CompanyPerson[], invitations: CompanyInvitation[] = []) =>
  () => ({
    body: { ok: true, company_name: 'Calzado El Paso', people, invitations },
  });

describe('PeopleSection', () => {
  it('lists each person with their role and a buyer’s limit; the owner invites a buyer with a limit in dollars', async () => {
    signIn();
    let invitations: CompanyInvitation[] = [];
    const fetchMock = stubApi({
      'GET company/people': () => peopleApi([owner, buyer], invitations)(),
      'POST company/invitations': ({ body }) => {
        const b = body as { email: string; name: string; lastname: string; company_role: 'BUYER' };
        invitations = [{ id: 1, ...b, order_limit_cents: 75_050, expires_at: '2026-12-03T00:00:00.000Z', expired: false }];
        return {
          status: 201,
          body: { ok: true, msg: 'Invitación enviada: el enlace vale 72 horas, una sola vez', invitation: invitations[0] },
        };
      },
    });
    renderPage(<PeopleSection owner />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('María Quezada');
    expect(within(items[0]).getByText('Titular')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Comprador');
    expect(items[1]).toHaveTextContent('Límite por pedido: $500.00');

    await userEvent.click(screen.getByRole('button', { name: 'Invitar persona' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a una persona' });
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
    expect(await form.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'company/invitations')).toHaveLength(0);

    await userEvent.type(form.getByLabelText('Correo electrónico'), 'nueva@example.com');
    await userEvent.type(form.getByLabelText('Nombre'), 'Lucía');
    await userEvent.type(form.getByLabelText('Apellido'), 'Ordóñez');
    await userEvent.type(form.getByLabelText('Límite por pedido (USD, IVA incluido)'), '750,50');
    await userEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Invitación enviada: el enlace vale 72 horas, una sola vez')).toBeInTheDocument();
    const [[, sent]] = callsTo(fetchMock, 'POST', 'company/invitations');
    expect(JSON.parse(String(sent?.body))).toEqual({
      email: 'nueva@example.com',
      name: 'Lucía',
      lastname: 'Ordóñez',
      company_role: 'BUYER',
      order_limit: 750.5,
    });
    expect(await screen.findByText('Esperando que elija su contraseña')).toBeInTheDocument();
  });

  it('shows someone who is not the owner the people and no button to change them', async () => {
    signIn();
    stubApi({ 'GET company/people': peopleApi([owner, buyer]) });
    renderPage(<PeopleSection owner={false} />);
    expect(await screen.findByText('Pedro Quezada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invitar persona' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
  });

  it('the owner makes a buyer a «Consulta», and the limit field goes with the role', async () => {
    signIn();
    const fetchMock = stubApi({
      'GET company/people': peopleApi([owner, buyer]),
      'PUT company/people/9': ({ body }) => ({
        body: { ok: true, msg: 'Cambios guardados', person: { ...buyer, ...(body as object), order_limit_cents: null } },
      }),
    });
    renderPage(<PeopleSection owner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar el rol de Pedro Quezada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rol de Pedro Quezada' });
    expect(within(dialog).getByLabelText('Límite por pedido (USD, IVA incluido)')).toHaveValue('500');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rol'), 'VIEWER');
    expect(within(dialog).queryByLabelText('Límite por pedido (USD, IVA incluido)')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', 'company/people/9')[0][1]?.body))).toMatchObject({ company_role: 'VIEWER' });
  });
});
