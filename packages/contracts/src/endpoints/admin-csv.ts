/**
 * The catalogue as a CSV file (admin-csv.ts describes it): the export, the import (a dry run, or the real one
 * that runs in the background) and the real import's progress. Administrators only.
 */
import { z } from 'zod';
import { csvDryRunResponse, csvImportQuery, csvJobParams, csvJobResponse, csvJobStarted, csvRejectedResponse } from '../admin-csv.ts';
import { endpoint } from '../endpoint.ts';

const access = 'admin';
const tag = 'admin';

const csv = {
  /** the file itself, not JSON (the web downloads it) */
  export: endpoint({
    method: 'GET',
    path: '/admin/catalog/export.csv',
    access,
    area: 'catalog',
    tag,
    responses: { 200: z.string().describe('text/csv; charset=utf-8') },
  }),
  /**
   * The file travels as the request's raw body (text/csv, up to CSV_MAX_BYTES), neither JSON nor a multipart
   * form, so the table names no body. `?dryRun=1` answers the report (200); a real run that passes answers the
   * job to poll (202); a real run with bad rows is refused with them (400) and changes nothing.
   */
  import: endpoint({
    method: 'POST',
    path: '/admin/catalog/import',
    access,
    area: 'catalog',
    tag,
    query: csvImportQuery,
    responses: { 200: csvDryRunResponse, 202: csvJobStarted, 400: csvRejectedResponse },
  }),
  job: endpoint({
    method: 'GET',
    path: '/admin/catalog/imports/:jobId',
    access,
    area: 'catalog',
    tag,
    params: csvJobParams,
    responses: { 200: csvJobResponse },
  }),
};

export const adminCsv = { csv };
