import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { callsTo, stubApi } from '../../../test/render-page.tsx';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { productOptionsQueryOptions } from '../api/get-product-options.ts';
import FiltersPage from './filters-page.tsx';

/** Stands for the product form, open in another part of the back office: it reads the form's choices. */
function ProductFormOptions() {
  const { data } = useQuery(productOptionsQueryOptions);
  return <p>{data ? `Materiales del formulario: ${data.materials.map((m) => m.name).join(', ')}` : 'Cargando opciones'}</p>;
}

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const materials = [
  { id: 1, name: 'Cuero', usage: 40 },
  { id: 7, name: 'Yute', usage: 0 },
];

describe('FiltersPage', () => {
  it('lists the group of the address with usage, adds a value and shows why a used one cannot go', async () => {
    const fetchMock = stubApi({
      'GET admin/filters/materials': () => ({ body: { ok: true, group: 'materials', values: materials } }),
      'POST admin/filters/materials': ({ body }) => ({
        status: 201,
        body: { ok: true, msg: ADMIN_MSG.filterValueCreated, value: { id: 9, name: (body as { name: string }).name, usage: 0 } },
      }),
      // Yute is in no product, but a cart still holds it: the server refuses.
      'DELETE admin/filters/materials/7': () => ({ status: 409, body: { ok: false, msg: ADMIN_MSG.filterValueLinked('Yute') } }),
    });
    renderWithProviders(<FiltersPage />, '/admin/filters?group=materials');

    const cuero = (await screen.findByText('Cuero')).closest('tr')!;
    expect(within(cuero).getByText('40 productos')).toBeInTheDocument();
    expect(within(screen.getByText('Yute').closest('tr')!).getByText('Sin uso')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Materiales' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByLabelText('Se cuenta en')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText(ADMIN_MSG.filterValueNameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nuevo material'), '  Bambú ');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', 'admin/filters/materials')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', 'admin/filters/materials')[0][1]?.body))).toEqual({ name: 'Bambú' });

    // A used value: the dialog says why it cannot go and only offers to close; nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Cuero' }));
    const used = await screen.findByRole('dialog', { name: 'No se puede eliminar «Cuero»' });
    expect(within(used).getByRole('alert')).toHaveTextContent('40 productos usan este valor, así que no se puede eliminar.');
    expect(within(used).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
    await userEvent.click(within(used).getByText('Cerrar', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', 'admin/filters/materials/1')).toHaveLength(0);

    // An unused one is confirmed; a refusal is told once, in the dialog (no toast), which then only offers to close.
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar Yute' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Eliminar «Yute»?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Eliminar' }));
    const refused = await screen.findByRole('dialog', { name: 'No se puede eliminar «Yute»' });
    expect(within(refused).getByRole('alert')).toHaveTextContent(ADMIN_MSG.filterValueLinked('Yute'));
    expect(screen.getAllByText(ADMIN_MSG.filterValueLinked('Yute'))).toHaveLength(1);
    expect(within(refused).queryByRole('button', { name: 'Eliminar' })).not.toBeInTheDocument();
  });

  it('a category says whether it is counted in pairs or units, in the list, when added and in its dialog', async () => {
    const fetchMock = stubApi({
      'GET admin/filters/categories': () => ({
        body: {
          ok: true,
          group: 'categories',
          values: [
            { id: 1, name: 'Balones', unit: 'UNIT', usage: 12 },
            { id: 2, name: 'Zapatillas', unit: 'PAIR', usage: 80 },
          ],
        },
      }),
      'POST admin/filters/categories': ({ body }) => ({
        status: 201,
        body: { ok: true, msg: ADMIN_MSG.filterValueCreated, value: { id: 9, ...(body as object), usage: 0 } },
      }),
      'PUT admin/filters/categories/1': ({ body }) => ({
        body: { ok: true, msg: ADMIN_MSG.filterValueUpdated, value: { id: 1, ...(body as object), usage: 12 } },
      }),
    });
    renderWithProviders(<FiltersPage />, '/admin/filters?group=categories');

    const table = await screen.findByRole('table', { name: 'Categorías' });
    expect(within(table).getByRole('columnheader', { name: 'Se cuenta en' })).toBeInTheDocument();
    expect(within(screen.getByText('Balones').closest('tr')!).getByText('Unidades')).toBeInTheDocument();
    expect(within(screen.getByText('Zapatillas').closest('tr')!).getByText('Pares')).toBeInTheDocument();

    // a new category is counted in pairs unless staff choose units
    const unit = screen.getByLabelText('Se cuenta en');
    expect(unit).toHaveDisplayValue('Pares');
    await userEvent.type(screen.getByLabelText('Nueva categoría'), 'Termos');
    await userEvent.selectOptions(unit, 'Unidades');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', 'admin/filters/categories')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', 'admin/filters/categories')[0][1]?.body))).toEqual({
      name: 'Termos',
      unit: 'UNIT',
    });

    // the dialog opens on the category's own unit
    await userEvent.click(screen.getByRole('button', { name: 'Editar Balones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar valor' });
    const dialogUnit = within(dialog).getByLabelText('Se cuenta en');
    expect(dialogUnit).toHaveDisplayValue('Unidades');
    await userEvent.selectOptions(dialogUnit, 'Pares');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'PUT', 'admin/filters/categories/1')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'PUT', 'admin/filters/categories/1')[0][1]?.body))).toEqual({
      name: 'Balones',
      unit: 'PAIR',
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a valid hex code for a colour', async () => {
    const fetchMock = stubApi({
      'GET admin/filters/colors': () => ({
        body: { ok: true, group: 'colors', values: [{ id: 1, name: 'Rojo', hexcode: '#C0392B', usage: 3 }] },
      }),
    });
    renderWithProviders(<FiltersPage />, '/admin/filters?group=colors');
    expect(await screen.findByRole('img', { name: 'Muestra del color #C0392B' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nuevo color'), 'Coral');
    const hex = screen.getByLabelText('Código hexadecimal');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#12');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText(ADMIN_MSG.colorHexInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', 'admin/filters/colors')).toHaveLength(0);
  });

  it('a value added here is offered at once by the product form, without waiting for its options to expire', async () => {
    let values = [...materials];
    const optionsBody = () => ({
      body: {
        ok: true,
        ...Object.fromEntries(['brands', 'genders', 'categories', 'types', 'technologies', 'uses', 'colors', 'sizes'].map((k) => [k, []])),
        materials: values.map(({ id, name }) => ({ id, name })),
      },
    });
    const fetchMock = stubApi({
      'GET admin/filters/materials': () => ({ body: { ok: true, group: 'materials', values } }),
      'GET admin/products/options': optionsBody,
      'POST admin/filters/materials': () => {
        values = [...values, { id: 9, name: 'Bambú', usage: 0 }];
        return { status: 201, body: { ok: true, msg: ADMIN_MSG.filterValueCreated, value: values.at(-1) } };
      },
    });
    renderWithProviders(
      <>
        <FiltersPage />
        <ProductFormOptions />
      </>,
      '/admin/filters?group=materials',
    );
    expect(await screen.findByText('Materiales del formulario: Cuero, Yute')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nuevo material'), 'Bambú');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar' }));
    expect(await screen.findByText('Materiales del formulario: Cuero, Yute, Bambú')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', 'admin/products/options')).toHaveLength(2);
  });
});
