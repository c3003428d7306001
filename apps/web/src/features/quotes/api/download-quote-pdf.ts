import { endpoints } from '@store/contracts/endpoints/store';
import { quoteFilename } from '@store/contracts/quotes';
import { download } from '../../../lib/files.ts';

/** Saves one of the company's answered quotes as its PDF. Call it straight from the click. */
export const downloadQuotePdf = (id: number) => download(endpoints.quotes.pdf, { params: { id }, filename: quoteFilename(id) });
