import { CSV_HEADERS, type CsvDryRunResponse } from '@store/contracts/admin-csv';
import { ADMIN_MSG } from '@store/contracts/admin-messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, stubApi } from '../../../test/render-page.tsx';
import CsvPage from './csv-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type XhrReply = { status: number; body: unknown };

/** An XMLHttpRequest that reports its upload and answers `reply` (or, given a function, its answer for the URL), remembering what it was sent. */
function stubXhr(reply: XhrReply | ((url: string) => XhrReply)) {
  const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    send(body: unknown) {
      sent.push({ url: this.url, headers: this.headers, body });
      const answer = typeof reply === 'function' ? reply(this.url) : reply;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** A dry run that found nothing wrong, then `importReply` for the real import. */
const cleanThen = (importReply: XhrReply) => (url: string) =>
  url.includes('dryRun=1') ? { status: 200, body: { ...cleanReport } } : importReply;

const summary = {
  rows: 3,
  productsCreated: 0,
  productsUpdated: 1,
  productsUnchanged: 0,
  variantsCreated: 1,
  variantsUpdated: 0,
  variantsUnchanged: 1,
  stockChanged: 2,
  stockUnchanged: 0,
  errorRows: 1,
};

const cleanReport: CsvDryRunResponse = {
  ok: true,
  dryRun: true,
  msg: 'El archivo no tiene errores',
  summary: { ...summary, errorRows: 0 },
  rowErrors: [],
  truncated: false,
};

describe('CSV page', () => {
  it('documents every column and keeps the buttons off until a file is chosen', async () => {
    renderPage(<CsvPage />);
    expect(await screen.findByRole('button', { name: 'Exportar catálogo (CSV)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Validar (sin cambios)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    const help = screen.getByRole('table', { name: 'Formato del archivo' });
    for (const header of CSV_HEADERS) expect(within(help).getByText(header, { exact: true })).toBeInTheDocument();
    // The file keeps the codes; the help says what each one means, and 'sí' has its accent.
    const types = screen.getByRole('region', { name: 'Tipos de stock (columna tipo_stock)' });
    expect(within(types).getByText('UNITS')).toBeInTheDocument();
    expect(
      within(types).getByText(/^Por unidades: el stock se cuenta en pares y se vende por caja \(12\) o media caja \(6\)/),
    ).toBeInTheDocument();
    expect(within(help).getByText(/^sí \(se muestra en la tienda\) o no/)).toBeInTheDocument();
    // A box product is stocked in whole boxes but priced per pair; its box size has its own column.
    expect(
      within(types).getByText(/^Por cajas enteras: el stock y los pedidos se cuentan en cajas; el precio es por par/),
    ).toBeInTheDocument();
    expect(
      within(help).getByText(/^Precio de un par \(o unidad\) en dólares con IVA incluido, también en productos BOXES/),
    ).toBeInTheDocument();
    expect(
      within(help).getByText(/^Cantidad en stock \(entero ≥ 0\): cajas en productos BOXES; pares \(o unidades\) en UNITS y SIZES/),
    ).toBeInTheDocument();
    expect(within(help).getByText(/^Pares \(o unidades\) que trae una caja, de 1 a 100/)).toBeInTheDocument();
    // The sample row scrolls sideways inside its own box and can be reached by keyboard.
    expect(screen.getByLabelText('Ejemplo de archivo')).toHaveAttribute('tabindex', '0');
  });

  it('sends the file as text/csv for a dry run and lists each bad row by its line', async () => {
    const report: CsvDryRunResponse = {
      ok: true,
      dryRun: true,
      msg: ADMIN_MSG.csvDryRunErrors(1),
      summary,
      rowErrors: [{ line: 3, msg: ADMIN_MSG.csvUnknownLookup('la marca', 'Fantasma') }],
      truncated: false,
    };
    const sent = stubXhr({ status: 200, body: report });
    renderPage(<CsvPage />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Archivo CSV/), new File(['productid\n'], 'catalogo.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Validar (sin cambios)' }));

    expect(await screen.findByText(ADMIN_MSG.csvDryRunErrors(1))).toBeInTheDocument();
    expect(sent[0].url).toBe('/api/admin/catalog/import?dryRun=1');
    expect(sent[0].headers['content-type']).toBe('text/csv');
    const errors = screen.getByRole('table', { name: 'Filas con errores (1)' });
    expect(within(errors).getByRole('row', { name: /^3 No existe la marca "Fantasma"/ })).toBeInTheDocument();
    expect(screen.getByText('Filas de stock con cambios: 2 · sin cambios: 0')).toBeInTheDocument();
  });

  it('keeps Importar off until a dry run of the chosen file passes, and off again for another file', async () => {
    const report: CsvDryRunResponse = {
      ok: true,
      dryRun: true,
      msg: ADMIN_MSG.csvDryRunErrors(1),
      summary,
      rowErrors: [{ line: 3, msg: ADMIN_MSG.csvNegativeStock }],
      truncated: false,
    };
    let dry = report;
    stubXhr(() => ({ status: 200, body: dry }));
    renderPage(<CsvPage />);
    const user = userEvent.setup();
    const input = await screen.findByLabelText(/Archivo CSV/);
    await user.upload(input, new File(['x'], 'catalogo.csv', { type: 'text/csv' }));
    const importButton = screen.getByRole('button', { name: 'Importar' });
    expect(importButton).toBeDisabled();
    expect(screen.getByText('Importar se activa cuando la validación de este archivo no encuentra errores.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Validar (sin cambios)' }));
    expect(await screen.findByText(ADMIN_MSG.csvDryRunErrors(1))).toBeInTheDocument();
    expect(importButton).toBeDisabled();

    dry = cleanReport;
    await user.click(screen.getByRole('button', { name: 'Validar (sin cambios)' }));
    expect(await screen.findByText('El archivo no tiene errores')).toBeInTheDocument();
    expect(importButton).toBeEnabled();
    expect(screen.queryByText(/Importar se activa/)).not.toBeInTheDocument();

    await user.upload(input, new File(['y'], 'otro.csv', { type: 'text/csv' }));
    expect(importButton).toBeDisabled();
  });

  it('counts one product, variant and row in the singular', async () => {
    const one = { ...summary, rows: 1, productsCreated: 1, variantsCreated: 1, errorRows: 0 };
    stubXhr({ status: 200, body: { ...cleanReport, summary: one } });
    renderPage(<CsvPage />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Archivo CSV/), new File(['x'], 'catalogo.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Validar (sin cambios)' }));
    // created, updated and unchanged
    expect(await screen.findByText('1 producto · 1 variante')).toBeInTheDocument();
    expect(screen.getByText('1 producto · 0 variantes')).toBeInTheDocument();
    expect(screen.getByText('0 productos · 1 variante')).toBeInTheDocument();
    expect(screen.getByText('1 fila leída')).toBeInTheDocument();
  });

  it('asks before a real import and shows the rows that stopped it', async () => {
    stubXhr(
      cleanThen({
        status: 400,
        body: {
          ok: false,
          msg: ADMIN_MSG.csvRejected(1),
          summary,
          rowErrors: [{ line: 7, msg: ADMIN_MSG.csvNegativeStock }],
          truncated: false,
        },
      }),
    );
    renderPage(<CsvPage />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText(/Archivo CSV/), new File(['x'], 'catalogo.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Validar (sin cambios)' }));
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, importar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.csvRejected(1));
    expect(screen.getByRole('row', { name: `7 ${ADMIN_MSG.csvNegativeStock}` })).toBeInTheDocument();
    // Refused on import: the file has to pass a dry run again first.
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
  });

  describe('while the import runs', () => {
    const JOB = 'admin/catalog/imports/job-1';
    /** The polls the page made of the job. */
    const polls = (fetchMock: ReturnType<typeof stubApi>) =>
      fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === 'GET' && String(input).split('?')[0] === `/api/${JOB}`);
    const started = { ok: true, msg: ADMIN_MSG.csvImportStarted, jobId: 'job-1', total: 600 };
    const job = (status: 'running' | 'done', done: number) => ({
      ok: true,
      status,
      done,
      total: 600,
      msg: status === 'done' ? ADMIN_MSG.csvImportDone : ADMIN_MSG.csvImportStarted,
      ...(status === 'done' ? { result: { ...summary, rows: 600, errorRows: 0 } } : {}),
    });

    async function startImport() {
      stubXhr(cleanThen({ status: 202, body: started }));
      renderPage(<CsvPage />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.upload(await screen.findByLabelText(/Archivo CSV/), new File(['x'], 'catalogo.csv', { type: 'text/csv' }));
      await user.click(screen.getByRole('button', { name: 'Validar (sin cambios)' }));
      await user.click(await screen.findByRole('button', { name: 'Importar' }));
      await user.click(await screen.findByRole('button', { name: 'Sí, importar' }));
    }

    it('a poll that fails says "Reconectando…" and tries again until the import answers', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const answers: (() => { status?: number; body: unknown })[] = [
        () => ({ body: job('running', 250) }),
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => ({ status: 503, body: { ok: false, msg: 'Servicio no disponible' } }),
        () => ({ body: job('running', 500) }),
        () => ({ body: job('done', 600) }),
      ];
      const fetchMock = stubApi({ [`GET ${JOB}`]: () => (answers.shift() as () => { status?: number; body: unknown })() });
      await startImport();

      await vi.advanceTimersByTimeAsync(400);
      expect(await screen.findByText('Procesando filas: 250 de 600')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(400);
      // the first failure: the progress stays and the page says it is reconnecting, with no failure shown
      expect(await screen.findByText('Reconectando…')).toBeInTheDocument();
      expect(screen.getByText('Procesando filas: 250 de 600')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(500);
      expect(polls(fetchMock)).toHaveLength(3);
      expect(screen.getByText('Reconectando…')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await screen.findByText('Procesando filas: 500 de 600')).toBeInTheDocument();
      expect(screen.queryByText('Reconectando…')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(400);
      expect(await screen.findByRole('status')).toHaveTextContent(ADMIN_MSG.csvImportDone);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(polls(fetchMock)).toHaveLength(5);
    });

    it('gives up after a few failed polls in a row and says the import may have finished', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const fetchMock = stubApi({
        [`GET ${JOB}`]: () => {
          throw new TypeError('Failed to fetch');
        },
      });
      await startImport();
      await vi.advanceTimersByTimeAsync(400 + 500 + 1000 + 2000);
      expect(screen.getByText('Reconectando…')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(4000 + 5000);
      expect(await screen.findByRole('alert')).toHaveTextContent(/Se perdió la conexión con el servidor.*revise el catálogo/);
      expect(screen.queryByText('Reconectando…')).not.toBeInTheDocument();
      // the first poll and five more tries
      expect(polls(fetchMock)).toHaveLength(6);
      expect(screen.getByRole('button', { name: 'Importar' })).toBeEnabled();
    });

    it('an answer such as 404 (the import is gone) is shown at once, without retrying', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const fetchMock = stubApi({ [`GET ${JOB}`]: () => ({ status: 404, body: { ok: false, msg: ADMIN_MSG.csvJobNotFound } }) });
      await startImport();
      await vi.advanceTimersByTimeAsync(400);
      expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MSG.csvJobNotFound);
      await vi.advanceTimersByTimeAsync(5000);
      expect(polls(fetchMock)).toHaveLength(1);
    });
  });
});
