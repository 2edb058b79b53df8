import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZAddTeamMembersBody,
  ZFinancialsQuery,
  ZFinancialsReply,
  ZSetFinancialBody,
  ZSetTeamGoalBody,
  ZTeamGoalsQuery,
  ZTeamGoalsReply,
  ZTeamMembersReply,
} from './schemas';

/** Company goals and team member goals (spec 2 §2.8, §2.9, §7): admins only (role 1 or 2). */
export const goalsContract = {
  financials: defineRoute({
    method: 'GET',
    path: '/api/dashboard/financials',
    access: ACCESS.admin,
    summary: 'The Company Goals grid of a year: each division and category by month, and Totals',
    query: ZFinancialsQuery,
    reply: ZFinancialsReply,
  }),
  setFinancial: defineRoute({
    method: 'POST',
    path: '/api/dashboard/financials',
    idempotency: 'repeatable',
    access: ACCESS.admin,
    summary: 'Sets one company goal cell (whole dollars); replies with the whole grid',
    body: ZSetFinancialBody,
    reply: ZFinancialsReply,
  }),
  teamGoals: defineRoute({
    method: 'GET',
    path: '/api/kpi/team-member-goals',
    access: ACCESS.admin,
    summary: 'Team member goals of a year, division and role',
    query: ZTeamGoalsQuery,
    reply: ZTeamGoalsReply,
  }),
  setTeamGoal: defineRoute({
    method: 'POST',
    path: '/api/kpi/team-member-goal',
    idempotency: 'repeatable',
    access: ACCESS.admin,
    summary: 'Sets a goal amount (whole dollars) or a month percent (stored as a fraction)',
    body: ZSetTeamGoalBody,
    reply: ZTeamGoalsReply,
  }),
  teamMembers: defineRoute({
    method: 'GET',
    path: '/api/kpi/team-members',
    access: ACCESS.admin,
    summary: 'Active people who may be given a goal (id, full_name)',
    reply: ZTeamMembersReply,
  }),
  addTeamMembers: defineRoute({
    method: 'POST',
    path: '/api/kpi/team-members',
    idempotency: 'repeatable',
    access: ACCESS.admin,
    summary: 'Adds people to a year, division and role with an empty goal; present ones stay',
    body: ZAddTeamMembersBody,
    reply: ZTeamGoalsReply,
  }),
} as const;
