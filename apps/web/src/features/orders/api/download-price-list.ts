import type { PriceListFormat } from '@store/contracts/documents';
import { endpoints } from '@store/contracts/endpoints/store';
import { download } from '../../../lib/files.ts';

/** Saves the price list (the distributor's prices, by brand) as a PDF or an Excel book. */
export const downloadPriceList = (format: PriceListFormat) => download(endpoints.documents.priceList, { params: { format } });
