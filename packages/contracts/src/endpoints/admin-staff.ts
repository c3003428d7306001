/**
 * The staff's accounts, the history of the back office's changes and the warehouse's views (decision 030). The
 * invitation's own page is public: whoever holds the e-mailed link sets the account's password there.
 */

import { moveOrderBody } from '../admin-orders.ts';
import { idParam, okResponse } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import { historyQuery, historyResponse } from '../history.ts';
import {
  invitationAcceptBody,
  invitationInfoResponse,
  invitationTokenParams,
  staffInvitationResponse,
  staffInviteBody,
  staffMemberResponse,
  staffResponse,
  staffUpdateBody,
} from '../staff.ts';
import {
  fulfilmentListResponse,
  fulfilmentMovedResponse,
  fulfilmentOrderResponse,
  fulfilmentQuery,
  stockListResponse,
  stockQuery,
  stockSetBody,
  stockSetResponse,
} from '../warehouse.ts';

const access = 'admin';

export const adminStaff = {
  staff: {
    list: endpoint({ method: 'GET', path: '/admin/staff', access, area: 'staff', tag: 'admin: staff', responses: { 200: staffResponse } }),
    invite: endpoint({
      method: 'POST',
      path: '/admin/staff/invitations',
      access,
      area: 'staff',
      tag: 'admin: staff',
      body: staffInviteBody,
      responses: { 201: staffInvitationResponse },
    }),
    /** a new link (the old one stops working), valid STAFF_INVITATION_HOURS from now */
    resend: endpoint({
      method: 'POST',
      path: '/admin/staff/invitations/:id/resend',
      access,
      area: 'staff',
      tag: 'admin: staff',
      params: idParam,
      responses: { 200: staffInvitationResponse },
    }),
    cancel: endpoint({
      method: 'DELETE',
      path: '/admin/staff/invitations/:id',
      access,
      area: 'staff',
      tag: 'admin: staff',
      params: idParam,
      responses: { 200: okResponse },
    }),
    update: endpoint({
      method: 'PATCH',
      path: '/admin/staff/:id',
      access,
      area: 'staff',
      tag: 'admin: staff',
      params: idParam,
      body: staffUpdateBody,
      responses: { 200: staffMemberResponse },
    }),
  },
  invitation: {
    get: endpoint({
      method: 'GET',
      path: '/staff-invitations/:token',
      access: 'public',
      tag: 'admin: staff',
      params: invitationTokenParams,
      responses: { 200: invitationInfoResponse },
    }),
    accept: endpoint({
      method: 'POST',
      path: '/staff-invitations/:token',
      access: 'public',
      tag: 'admin: staff',
      params: invitationTokenParams,
      body: invitationAcceptBody,
      responses: { 201: okResponse },
    }),
  },
  history: {
    list: endpoint({
      method: 'GET',
      path: '/admin/history',
      access,
      area: 'history',
      tag: 'admin: history',
      query: historyQuery,
      responses: { 200: historyResponse },
    }),
  },
  fulfilment: {
    list: endpoint({
      method: 'GET',
      path: '/admin/fulfilment',
      access,
      area: 'fulfilment',
      tag: 'admin: warehouse',
      query: fulfilmentQuery,
      responses: { 200: fulfilmentListResponse },
    }),
    get: endpoint({
      method: 'GET',
      path: '/admin/fulfilment/:id',
      access,
      area: 'fulfilment',
      tag: 'admin: warehouse',
      params: idParam,
      responses: { 200: fulfilmentOrderResponse },
    }),
    move: endpoint({
      method: 'PATCH',
      path: '/admin/fulfilment/:id/status',
      access,
      area: 'fulfilment',
      tag: 'admin: warehouse',
      params: idParam,
      body: moveOrderBody,
      responses: { 200: fulfilmentMovedResponse },
    }),
  },
  stock: {
    list: endpoint({
      method: 'GET',
      path: '/admin/stock',
      access,
      area: 'stock',
      tag: 'admin: warehouse',
      query: stockQuery,
      responses: { 200: stockListResponse },
    }),
    set: endpoint({
      method: 'PUT',
      path: '/admin/stock/:id',
      access,
      area: 'stock',
      tag: 'admin: warehouse',
      params: idParam,
      body: stockSetBody,
      responses: { 200: stockSetResponse },
    }),
  },
};
