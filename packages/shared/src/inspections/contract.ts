import { defineRoute } from '../core/contract';
import { ACCESS } from '../permissions/access';
import {
  ZCriteriaQuery,
  ZCriteriaReply,
  ZDeleteEventBody,
  ZDeleteEventReply,
  ZInspectionsReply,
  ZProjectOptionsReply,
  ZResultsQuery,
  ZResultsReply,
  ZSafetyResultBody,
  ZSaveResultReply,
  ZUniformResultBody,
  ZVanResultBody,
  ZVansReply,
  ZWarehouseResultBody,
} from './schemas';

const office = ACCESS.office;

const results = (path: string, what: string) =>
  defineRoute({
    method: 'GET',
    path,
    access: office,
    summary: `The header and answers of one ${what} inspection`,
    query: ZResultsQuery,
    reply: ZResultsReply,
  });

const events = (path: string, what: string) =>
  defineRoute({
    method: 'GET',
    path,
    access: office,
    summary: `Every ${what} inspection with its score, newest first`,
    reply: ZInspectionsReply,
  });

const SAVE =
  'Save one criterion’s answer (null clears; criteriaID null saves the header only); creates the ' +
  'inspection on its first save. 400 while the required header fields are missing or for a ' +
  'value not on the scale; changing someone else’s inspection needs its inspector or an admin';

/** Inspections (spec 2 §2.6, §2.16, §7 "KPI and inspections"). */
export const inspectionsContract = {
  vans: defineRoute({
    method: 'GET',
    path: '/api/kpi/vans',
    access: office,
    summary: 'The fleet’s vehicles',
    reply: ZVansReply,
  }),
  criteria: defineRoute({
    method: 'GET',
    path: '/api/kpi/criteria',
    access: office,
    summary: 'The checklist of an inspection type (Van, Uniform, Warehouse or Safety)',
    query: ZCriteriaQuery,
    reply: ZCriteriaReply,
  }),
  projectOptions: defineRoute({
    method: 'GET',
    path: '/api/kpi/project-options',
    access: office,
    summary: 'Projects a safety inspection may be of',
    reply: ZProjectOptionsReply,
  }),
  vanEvents: events('/api/kpi/van-events', 'fleet'),
  uniformEvents: events('/api/kpi/uniform-events', 'uniform and presentation'),
  warehouseEvents: events('/api/kpi/warehouse-events', 'warehouse'),
  safetyEvents: events('/api/kpi/safety-events', 'safety'),
  vanResults: results('/api/kpi/van-results', 'fleet'),
  uniformResults: results('/api/kpi/uniform-results', 'uniform and presentation'),
  warehouseResults: results('/api/kpi/warehouse-results', 'warehouse'),
  safetyResults: results('/api/kpi/safety-results', 'safety'),
  saveVanResult: defineRoute({
    method: 'POST',
    path: '/api/kpi/van-results',
    idempotency: 'repeatable',
    access: office,
    summary: `Fleet: ${SAVE}`,
    body: ZVanResultBody,
    reply: ZSaveResultReply,
  }),
  saveUniformResult: defineRoute({
    method: 'POST',
    path: '/api/kpi/uniform-results',
    idempotency: 'repeatable',
    access: office,
    summary: `Uniform: ${SAVE}`,
    body: ZUniformResultBody,
    reply: ZSaveResultReply,
  }),
  saveWarehouseResult: defineRoute({
    method: 'POST',
    path: '/api/kpi/warehouse-results',
    idempotency: 'repeatable',
    access: office,
    summary: `Warehouse: ${SAVE}`,
    body: ZWarehouseResultBody,
    reply: ZSaveResultReply,
  }),
  saveSafetyResult: defineRoute({
    method: 'POST',
    path: '/api/kpi/safety-results',
    idempotency: 'repeatable',
    access: office,
    summary: `Safety: ${SAVE}`,
    body: ZSafetyResultBody,
    reply: ZSaveResultReply,
  }),
  deleteEvent: defineRoute({
    method: 'DELETE',
    path: '/api/kpi/kpi-event',
    idempotency: 'repeatable',
    access: office,
    summary: 'Delete an inspection and its answers (its inspector or an admin)',
    body: ZDeleteEventBody,
    reply: ZDeleteEventReply,
  }),
} as const;
