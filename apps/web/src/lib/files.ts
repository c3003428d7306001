/**
 * Files to and from the API beside `call`: an upload that reports its progress, a protected file saved or
 * opened. Address, token, the server's msg and a 401 go through lib/api-client.ts like every other call.
 */
import {
  type DefaultSuccess,
  type EndpointDef,
  fillPath,
  type InputOf,
  type ResponseOf,
  type SuccessStatus,
} from '@store/contracts/endpoint';
import { ApiError, answerError, apiRequest, SERVER_ERROR } from './api-client.ts';

type Query = Record<string, string | number | boolean | undefined>;

/** What an upload sends: the endpoint's params and query, and a form or a file as the body. */
export type UploadInput<E extends EndpointDef> = Omit<InputOf<E>, 'body'> & { body: FormData | Blob };

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  /** a raw file's type (a form sets its own) */
  contentType?: string;
}

/**
 * Sends a form or a file to an endpoint of `@store/contracts/endpoints` with the session's token and reports
 * upload progress (0..1); fetch cannot report it, XMLHttpRequest can. Answers the endpoint's success body,
 * or throws ApiError with the server's msg.
 */
export function upload<E extends EndpointDef, S extends SuccessStatus<E> = DefaultSuccess<E>>(
  endpoint: E,
  input: UploadInput<E>,
  options: UploadOptions = {},
): Promise<ResponseOf<E, S>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Query; body: FormData | Blob };
  return new Promise((resolve, reject) => {
    const { url, headers, sendsToken } = apiRequest(fillPath(endpoint.path, params), query);
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    if (options.contentType) xhr.setRequestHeader('content-type', options.contentType);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, SERVER_ERROR));
    xhr.onload = () => {
      let data: { ok?: boolean; msg?: string } | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status >= 400 || data?.ok === false) reject(answerError(xhr.status, data, sendsToken));
      else resolve(data as ResponseOf<E, S>);
    };
    xhr.send(body);
  });
}

export interface DownloadOptions {
  filename?: string;
  open?: boolean;
}

/**
 * Downloads a protected file (a distributor's PDF, the catalogue CSV) from an endpoint with the token and saves
 * or opens it. To open it, the new tab is opened at once, while the click is still being handled (a popup
 * blocker allows only that), showing a short notice; it is sent to the file when it arrives, or closed if the
 * download fails. Call it straight from the click handler, before anything is awaited.
 */
export function download<E extends EndpointDef>(endpoint: E, input: Omit<InputOf<E>, 'body'> & DownloadOptions): Promise<void>;
export async function download(
  endpoint: EndpointDef,
  { params, query, ...opts }: DownloadOptions & { params?: Record<string, unknown>; query?: Query } = {},
) {
  const tab = opts.open ? openBlankTab() : null;
  const request = apiRequest(fillPath(endpoint.path, params), query);
  let url: string | null = null;
  try {
    const response = await fetch(request.url, { headers: request.headers });
    if (!response.ok) {
      const data = (await response.json().catch(() => null)) as { msg?: string } | null;
      throw answerError(response.status, data, request.sendsToken);
    }
    const blob = await response.blob();
    url = URL.createObjectURL(blob);
    const name = opts.filename ?? /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'archivo';
    if (tab) tab.location.href = url;
    else {
      // Saved instead: asked to save, or the browser refused the new tab.
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.click();
    }
  } catch (error) {
    tab?.close();
    throw error;
  } finally {
    const made = url;
    if (made) setTimeout(() => URL.revokeObjectURL(made), 60_000);
  }
}

function openBlankTab(): Window | null {
  const tab = window.open('about:blank', '_blank');
  if (!tab) return null;
  // The file's tab needs no hold on this page.
  tab.opener = null;
  try {
    tab.document.title = 'Abriendo…';
    tab.document.body.textContent = 'Abriendo el documento…';
  } catch {}
  return tab;
}
