/**
 * The catalogue as a CSV file: the export, the dry run, and the import validated at once and applied by the
 * 'catalog-import' job on any instance, with its history line.
 */
export { default as catalogCsvRoutes } from './routes.ts';
