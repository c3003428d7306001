import { ApiError, buildUrl, SERVER_ERROR } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';

const authHeader = (): Record<string, string> => {
  const token = session.token();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/**
 * Sends a form or a file with the session's token and reports upload progress (0..1); fetch cannot
 * report it, XMLHttpRequest can. Answers the parsed JSON envelope, or throws ApiError with its msg.
 */
export function upload<T>(
  path: string,
  body: FormData | Blob,
  opts: {
    method?: 'POST' | 'PUT';
    query?: Record<string, string | number | boolean | undefined>;
    onProgress?: (fraction: number) => void;
    contentType?: string;
  } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(opts.method ?? 'POST', buildUrl(path, opts.query));
    for (const [k, v] of Object.entries(authHeader())) xhr.setRequestHeader(k, v);
    if (opts.contentType) xhr.setRequestHeader('content-type', opts.contentType);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(0, SERVER_ERROR));
    xhr.onload = () => {
      let data: { ok?: boolean; msg?: string } | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status >= 400 || data?.ok === false) reject(new ApiError(xhr.status, data?.msg || SERVER_ERROR, data));
      else resolve(data as T);
    };
    xhr.send(body);
  });
}

/**
 * Downloads a protected file (a distributor's PDF, the catalogue CSV) with the token and saves or opens it.
 * To open it, the new tab is opened at once, while the click is still being handled (a popup blocker allows
 * only that), showing a short notice; it is sent to the file when it arrives, or closed if the download fails.
 * Call it straight from the click handler, before anything is awaited.
 */
export async function download(path: string, opts: { filename?: string; open?: boolean } = {}) {
  const tab = opts.open ? openBlankTab() : null;
  let url: string | null = null;
  try {
    const response = await fetch(buildUrl(path), { headers: authHeader() });
    if (!response.ok) {
      const data = (await response.json().catch(() => null)) as { msg?: string } | null;
      throw new ApiError(response.status, data?.msg || SERVER_ERROR, data);
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
