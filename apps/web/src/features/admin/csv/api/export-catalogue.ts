import { adminEndpoints } from '@store/contracts/endpoints/admin';
import { download } from '../../../../lib/files.ts';

/** Saves the whole catalogue as `catalogo-YYYY-MM-DD.csv`: a file, not JSON, so it is downloaded with the session's token. */
export const exportCatalogue = () => download(adminEndpoints.csv.export, {});
