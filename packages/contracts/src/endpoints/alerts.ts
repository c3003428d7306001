/** Stock alerts (decision 019): "Avísame cuando haya stock", the distributor's open alerts. */
import { createAlertBody, createAlertResponse, myAlertsResponse } from '../alerts.ts';
import { idParam, okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';

const tag = 'alerts';

export const alerts = {
  /** asks once: a second press answers the open alert (200) instead of a new one (201) */
  create: endpoint({
    method: 'POST',
    path: '/stock_alerts',
    access: 'buyer',
    tag,
    body: createAlertBody,
    responses: { 200: createAlertResponse, 201: createAlertResponse },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/stock_alerts/mine',
    access: 'buyer',
    tag,
    responses: { 200: myAlertsResponse },
  }),
  /** another distributor's alert is the same 404 as one that does not exist */
  remove: endpoint({
    method: 'DELETE',
    path: '/stock_alerts/:id',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
};
