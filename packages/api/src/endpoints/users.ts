import { z } from 'zod';
import { endpoint } from '../http/endpoint';
import {
  markupSchema,
  memberSchema,
  meSchema,
  messageResponseSchema,
  organizationDetailsSchema,
  organizationSchema,
  pageSchema,
  userSchema,
} from '@comptoir/flight-domain';

/** Users and organizations (SPEC §7). */
export const usersEndpoints = {
  me: endpoint({ method: 'GET', path: '/auth/me', response: meSchema }),
  updateUserRole: endpoint({
    method: 'PUT',
    path: '/admin/update-user-role',
    response: messageResponseSchema,
  }),
  listUsers: endpoint({ method: 'GET', path: '/admin/users', response: pageSchema(userSchema) }),
  listMembers: endpoint({ method: 'GET', path: '/admin/members/', response: z.array(memberSchema) }),
  activeOrganization: endpoint({
    method: 'GET',
    path: '/organization/active-organization',
    response: organizationSchema.nullable(),
  }),
  addMember: endpoint({
    method: 'POST',
    path: '/organization/add-member',
    response: z.object({ message: z.string().optional(), member: memberSchema }),
  }),
  organizationMarkups: endpoint({
    method: 'GET',
    path: '/organization/markups',
    response: z.array(markupSchema),
  }),
  listOrganizations: endpoint({
    method: 'GET',
    path: '/organization/list',
    response: z.array(organizationSchema),
  }),
  createOrganization: endpoint({
    method: 'POST',
    path: '/organization/create',
    response: organizationSchema,
  }),
  organizationDetails: endpoint({
    method: 'GET',
    path: '/organization/{id}/details',
    response: organizationDetailsSchema,
  }),
  updateOrganization: endpoint({
    method: 'PUT',
    path: '/organization/{id}/update',
    response: organizationSchema,
  }),
};
