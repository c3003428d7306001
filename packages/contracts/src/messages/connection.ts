/**
 * What any call to the API may hear (an ended session, no connection), apart from the rest of MSG so the
 * web's API client carries these two sentences and not every message of the store. MSG spreads it.
 */
export const CONNECTION_MSG = {
  unauthorized: 'Su sesión no es válida o ha expirado. Inicie sesión nuevamente.',
  offline: 'Sin conexión. Revise su internet e intente de nuevo.',
} as const;
