import { z } from 'zod/mini';
import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZAuthUserReply,
  ZDemoUsersReply,
  ZDevLoginBody,
  ZPublicConfig,
  ZUserListReply,
} from './schemas';

export const sessionContract = {
  getConfig: defineRoute({
    method: 'GET',
    path: '/config',
    access: ACCESS.public,
    summary: 'Public client configuration',
    reply: ZPublicConfig,
  }),
  getAuthUser: defineRoute({
    method: 'GET',
    path: '/auth/user',
    access: ACCESS.public,
    summary: 'The signed-in user, if any',
    reply: ZAuthUserReply,
  }),
  listDemoUsers: defineRoute({
    method: 'GET',
    path: '/auth/demo-users',
    access: ACCESS.public,
    summary: 'Demo users to sign in as (AUTH_MODE=dev only; 404 otherwise)',
    reply: ZDemoUsersReply,
  }),
  devLogin: defineRoute({
    method: 'POST',
    path: '/auth/dev-login',
    idempotency: 'unkeyed',
    access: ACCESS.public,
    summary: 'Sign in as a demo user (AUTH_MODE=dev only; 404 otherwise)',
    body: ZDevLoginBody,
    reply: ZAuthUserReply,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    idempotency: 'repeatable',
    access: ACCESS.public,
    summary: 'Sign out: ends the session; the reply says where the browser goes next',
    reply: z.object({ redirectTo: z.string() }),
  }),
  listUsers: defineRoute({
    method: 'GET',
    path: '/api/user/',
    access: ACCESS.signedIn,
    summary: 'All users',
    reply: ZUserListReply,
  }),
} as const;

/** Browser navigations (not fetch calls): the server answers them with redirects. */
export const AUTH_NAVIGATION = {
  login: '/auth/login',
  callback: '/auth/callback',
} as const;

export const ZEmpty = z.object({});
