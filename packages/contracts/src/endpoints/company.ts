/**
 * A distributor's people (docs/product.md §28): «Mi empresa» lists them; its owner invites, changes and removes
 * them. The invitation's own page is public: whoever holds the e-mailed link sets the new person's password there.
 */

import { idParam, okResponse } from '../common.ts';
import {
  companyInvitationInfoResponse,
  companyInvitationParams,
  invitationResponse,
  inviteBody,
  peopleResponse,
  personResponse,
  personUpdateBody,
} from '../company.ts';
import { endpoint } from '../endpoint.ts';
import { invitationAcceptBody } from '../staff.ts';

const tag = 'company';

export const company = {
  people: endpoint({ method: 'GET', path: '/company/people', access: 'buyer', tag, responses: { 200: peopleResponse } }),
  invite: endpoint({
    method: 'POST',
    path: '/company/invitations',
    access: 'buyer',
    tag,
    body: inviteBody,
    responses: { 201: invitationResponse },
  }),
  cancelInvitation: endpoint({
    method: 'DELETE',
    path: '/company/invitations/:id',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
  updatePerson: endpoint({
    method: 'PUT',
    path: '/company/people/:id',
    access: 'buyer',
    tag,
    params: idParam,
    body: personUpdateBody,
    responses: { 200: personResponse },
  }),
  removePerson: endpoint({
    method: 'DELETE',
    path: '/company/people/:id',
    access: 'buyer',
    tag,
    params: idParam,
    responses: { 200: okResponse },
  }),
  invitation: endpoint({
    method: 'GET',
    path: '/company-invitations/:token',
    access: 'public',
    tag,
    params: companyInvitationParams,
    responses: { 200: companyInvitationInfoResponse },
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/company-invitations/:token',
    access: 'public',
    tag,
    params: companyInvitationParams,
    body: invitationAcceptBody,
    responses: { 201: okResponse },
  }),
};
